// Test data written straight to the database (fast), and sign-ins made through the
// real login endpoint.
import type {
  AcademicYear,
  AuthTokens,
  Module,
  UserRecord,
} from '@module-feedback/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { createAccount } from '../../src/users/accounts';
import type { Client } from './http';
import type { TestServer } from './server';

export const PASSWORD = 'correct horse battery';

/** An account created for a test, signed in: its record and its token pair. */
export interface SignedInAccount extends AuthTokens {
  account: UserRecord;
}

let counter = 0;
/** A username nobody else in this run uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${process.pid}x${counter}`;
}

export async function login(api: Client, username: string, password = PASSWORD) {
  const reply = await api.post<AuthTokens>('/api/accounts/token/', { username, password });
  if (reply.status !== 200) throw new Error(`login failed: ${reply.status}`);
  return reply.body;
}

export async function createSignedInAccount(
  server: TestServer,
  api: Client,
  role: 'staff' | 'student',
  prefix: string = role,
): Promise<SignedInAccount> {
  const ctx = server.app.appContext;
  const username = uniqueName(prefix);
  const account = await createAccount(ctx.db, {
    username,
    email: `${username}@example.test`,
    passwordHash: await ctx.passwords.hash(PASSWORD),
    isStaff: role === 'staff',
  });
  return { account, ...(await login(api, username)) };
}

export async function createModule(
  server: TestServer,
  fields: Partial<Omit<Module, 'id'>> = {},
): Promise<Module> {
  const row = await server.app.appContext.db
    .insertInto('modules')
    .values({
      code: fields.code ?? uniqueName('M').slice(0, 20),
      title: fields.title ?? 'Test Module',
      lecturers_names:
        fields.lecturersNames === undefined ? 'Dr Ada Lovelace' : fields.lecturersNames,
    })
    .returning(['id', 'code', 'title', 'lecturers_names'])
    .executeTakeFirstOrThrow();
  return { id: row.id, code: row.code, title: row.title, lecturersNames: row.lecturers_names };
}

/** Makes the account a leader of the modules (staff's "Module leader of…" does this by the API). */
export async function makeLeader(
  server: TestServer,
  account: SignedInAccount,
  ...modules: Module[]
): Promise<void> {
  await server.app.appContext.db
    .insertInto('module_leaders')
    .values(modules.map((module) => ({ user_id: account.account.id, module_id: module.id })))
    .execute();
}

/** Survey windows for test years: open since yesterday, or not yet, or over. */
const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
export const TEST_WINDOWS = {
  open: { opens_at: daysFromNow(-1), closes_at: null },
  upcoming: { opens_at: daysFromNow(30), closes_at: daysFromNow(60) },
  closed: { opens_at: daysFromNow(-60), closes_at: daysFromNow(-30) },
} as const;

/** A survey window in days from now: opened 10 days ago and closing in 20 is `{ -10, 20 }`. */
export interface WindowInDays {
  opensInDays: number;
  closesInDays: number | null;
}

let nextYear = 2000;
/** A year open for feedback unless `window` (one of TEST_WINDOWS, or in days) says otherwise. */
export async function createYear(
  server: TestServer,
  year = nextYear++,
  window: keyof typeof TEST_WINDOWS | WindowInDays = 'open',
): Promise<AcademicYear> {
  const dates =
    typeof window === 'string'
      ? TEST_WINDOWS[window]
      : {
          opens_at: daysFromNow(window.opensInDays),
          closes_at: window.closesInDays === null ? null : daysFromNow(window.closesInDays),
        };
  return server.app.appContext.db
    .insertInto('academic_years')
    .values({ year, ...dates })
    .returning(['id', 'year'])
    .executeTakeFirstOrThrow();
}

export function feedbackBody(
  module: Pick<Module, 'id'>,
  year: Pick<AcademicYear, 'id'>,
  extra: object = {},
) {
  return {
    academicYear: year.id,
    module: module.id,
    materialRating: 4.25,
    materialFeedback: 'Clear notes and useful labs.',
    assessmentRating: 3,
    assessmentFeedback: 'Fair coursework.',
    lecturerRating: 5,
    lecturerFeedback: 'Engaging lectures.',
    ...extra,
  };
}

export async function countFeedback(server: TestServer, moduleId: number) {
  const rows = await server.app.appContext.db
    .selectFrom('feedback')
    .select('id')
    .where('module_id', '=', moduleId)
    .execute();
  return rows.length;
}

/**
 * A student account written with plain SQL, for a database still at an older migration
 * (createAccount writes tables that later migrations add). Returns its id.
 */
export async function insertAccountOnOldSchema(
  db: Kysely<Database>,
  username: string,
  passwordHash = 'not used',
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into users (username, username_key, email, email_key, password_hash, is_staff, student_id, created_at)
    values (${username}, ${username.toLowerCase()}, null, null, ${passwordHash}, ${0}, null, ${new Date().toISOString()})
    returning id`.execute(db);
  return rows[0]!.id;
}
