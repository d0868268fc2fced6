// The opt-out link of every reminder mail names the account and carries the server's signature
// of it, so nobody can opt someone else out by changing the number, and nothing needs storing
// before the mail goes out. Opting out again changes nothing, and the link never signs anyone
// in.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { isSignatureOf, signatureOf } from '../signing/keyed-signatures';

const PURPOSE = 'reminder-opt-out';

export const optOutToken = (secret: string, userId: number): string =>
  signatureOf(secret, PURPOSE, String(userId));

/** Whether `token` is the signature of `userId`. */
export const isOptOutToken = (secret: string, userId: number, token: string): boolean =>
  isSignatureOf(secret, PURPOSE, String(userId), token);

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
