// Creating, finding, listing and deleting accounts. Usernames are unique ignoring case,
// and a username cannot look like another one (their look-alike keys are rows of
// username_look_alikes, whose primary key decides). A proven email address belongs to one
// account (email_key is unique and set only once the address is proven); an unproven one
// claims nothing. Students get a unique random 7-digit student number unless the
// university's identity provider names theirs.
import { randomInt } from 'node:crypto';
import type { UserRecord } from '@module-feedback/shared/contracts';
import { lookAlikeKeys } from '@module-feedback/shared/look-alike';
import type { Kysely, Selectable } from 'kysely';
import { uniqueViolationColumn } from '../db/errors';
import type { Database, UsersTable } from '../db/schema';
import { nowIso, readFlag } from '../db/values';
import { conflict } from '../http/errors';

export const ACCOUNT_COLUMNS = [
  'id',
  'username',
  'email',
  'is_staff',
  'student_id',
  'email_verified_at',
] as const;

/**
 * The password hash of accounts that sign in only through the university: no argon2 hash
 * has this form, so no password matches it.
 */
export const NO_PASSWORD = '!';

export type AccountRow = Pick<Selectable<UsersTable>, (typeof ACCOUNT_COLUMNS)[number]>;

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
  /**
   * Proven, or vouched for (staff, the commands, the seed, the identity provider): the
   * address becomes the account's at once. Only the public sign-up says false.
   */
  emailVerified?: boolean;
  /** The university's student number; otherwise a random one is drawn. */
  studentId?: number | undefined;
}

const STUDENT_ID_ATTEMPTS = 8;
const randomStudentId = () => randomInt(1_000_000, 10_000_000);

/** What a clash on each unique column means, as the field and message to show staff. */
const CLASHES: Record<string, [field: string, message: string]> = {
  username_key: ['user.username', 'A user with that username already exists.'],
  look_alike_key: ['user.username', 'A user with a username that looks the same already exists.'],
  email_key: ['user.email', 'A user with that email already exists.'],
};

async function insertAccount(
  db: Kysely<Database>,
  account: NewAccount,
  studentId: number | null,
): Promise<AccountRow> {
  const now = nowIso();
  const verified = account.emailVerified ?? true;
  const row = await db
    .insertInto('users')
    .values({
      username: account.username,
      username_key: usernameKey(account.username),
      email: account.email,
      email_key: account.email && verified ? emailKey(account.email) : null,
      email_verified_at: verified ? now : null,
      password_hash: account.passwordHash,
      is_staff: account.isStaff ? 1 : 0,
      student_id: studentId,
      created_at: now,
    })
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('username_look_alikes')
    .values(
      lookAlikeKeys(account.username).map((key) => ({ look_alike_key: key, user_id: row.id })),
    )
    .execute();
  return row;
}

/** Inside the caller's transaction when there is one (the seed), else in its own. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>) {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Inserts the account and its look-alike keys together; the unique indexes decide races.
 * A clash on the student number is retried with a random one; a clash on username,
 * look-alike or email is a 409 naming the field (the public sign-up hides which, see
 * users/routes.ts).
 */
export async function createAccount(
  db: Kysely<Database>,
  account: NewAccount,
): Promise<UserRecord> {
  for (let attempt = 1; ; attempt++) {
    const studentId = account.isStaff
      ? null
      : attempt === 1 && account.studentId !== undefined
        ? account.studentId
        : randomStudentId();
    try {
      return toUserRecord(await inTransaction(db, (trx) => insertAccount(trx, account, studentId)));
    } catch (error) {
      const column = uniqueViolationColumn(error);
      const clash = column === undefined ? undefined : CLASHES[column];
      if (clash) {
        const [field, message] = clash;
        throw conflict(message, { [field]: message });
      }
      if (column !== 'student_id' || attempt >= STUDENT_ID_ATTEMPTS) throw error;
    }
  }
}

export async function findAccountById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}
