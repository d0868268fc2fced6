// The opt-out link of every reminder mail names the account and carries a signature of it
// (HMAC-SHA256 with a key derived from JWT_SECRET), so nobody can opt someone else out by
// changing the number, and nothing needs storing before the mail goes out. Following it again
// changes nothing: it is safe to use more than once, and it never signs anyone in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';

const PURPOSE = 'reminder-opt-out';

export function optOutToken(secret: string, userId: number): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(String(userId)).digest('base64url');
}

/** Whether `token` is the signature of `userId`, compared in constant time. */
export function isOptOutToken(secret: string, userId: number, token: string): boolean {
  const expected = Buffer.from(optOutToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Records the opt-out (once; again changes nothing). False when the account is gone. */
export async function optOut(db: Kysely<Database>, userId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return false;
  await db
    .insertInto('reminder_opt_outs')
    .values({ user_id: userId, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return true;
}
