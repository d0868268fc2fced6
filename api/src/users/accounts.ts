// Creating, finding, listing and deleting accounts. Usernames and emails are unique
// ignoring case; students get a unique random 7-digit student number.
import { randomInt } from 'node:crypto';
import type { UserRecord } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { nowIso, readFlag } from '../db/values';
import { conflict } from '../http/errors';

export interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  is_staff: boolean | number;
  student_id: number | null;
}

export const ACCOUNT_COLUMNS = ['id', 'username', 'email', 'is_staff', 'student_id'] as const;

export const usernameKey = (username: string) => username.normalize('NFKC').toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();

export function toUserRecord(row: AccountRow): UserRecord {
  return {
    id: row.id,
    user: { username: row.username, email: row.email ?? '', is_staff: readFlag(row.is_staff) },
    studentId: row.student_id,
  };
}

export interface NewAccount {
  username: string;
  email: string | null;
  passwordHash: string;
  isStaff: boolean;
}

const STUDENT_ID_ATTEMPTS = 8;
const randomStudentId = () => randomInt(1_000_000, 10_000_000);

async function duplicateFields(db: Kysely<Database>, account: NewAccount) {
  const fields: Record<string, string> = {};
  const sameName = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', usernameKey(account.username))
    .executeTakeFirst();
  if (sameName) fields['user.username'] = 'A user with that username already exists.';
  if (account.email) {
    const sameEmail = await db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', emailKey(account.email))
      .executeTakeFirst();
    if (sameEmail) fields['user.email'] = 'A user with that email already exists.';
  }
  return fields;
}

/**
 * Inserts the account; the unique indexes decide races. A clash on the random student
 * number is retried; a clash on username or email is a 409 naming the field.
 */
export async function createAccount(
  db: Kysely<Database>,
  account: NewAccount,
): Promise<UserRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await db
        .insertInto('users')
        .values({
          username: account.username,
          username_key: usernameKey(account.username),
          email: account.email,
          email_key: account.email ? emailKey(account.email) : null,
          password_hash: account.passwordHash,
          is_staff: account.isStaff ? 1 : 0,
          student_id: account.isStaff ? null : randomStudentId(),
          created_at: nowIso(),
        })
        .returning(ACCOUNT_COLUMNS)
        .executeTakeFirstOrThrow();
      return toUserRecord(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const fields = await duplicateFields(db, account);
      if (Object.keys(fields).length > 0) {
        throw conflict('A user with that username or email already exists.', fields);
      }
      if (attempt >= STUDENT_ID_ATTEMPTS) throw error;
    }
  }
}

export async function findAccountById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listAccounts(db: Kysely<Database>): Promise<UserRecord[]> {
  const rows = await db.selectFrom('users').select(ACCOUNT_COLUMNS).orderBy('id').execute();
  return rows.map(toUserRecord);
}
