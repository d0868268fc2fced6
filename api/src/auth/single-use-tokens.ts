// Secrets that work once: the tokens in mailed links (email verification, password reset)
// and the code a single sign-on hands to the page. Only their SHA-256 is stored, so a copy
// of the database opens nothing; a token is used by the same statement that checks it, so
// it works once even when two requests race, and never after it expires.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';

export type TokenPurpose = 'verify-email' | 'reset-password' | 'sign-on';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the account; its older unused tokens of the same purpose stop working. */
export async function issueSingleUseToken(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  userId: number,
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('single_use_tokens')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', now.toISOString()),
          eb.and([eb('user_id', '=', userId), eb('purpose', '=', purpose)]),
        ]),
      )
      .execute();
    await trx
      .insertInto('single_use_tokens')
      .values({
        token_hash: hashOf(token),
        purpose,
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return token;
}

/** The account a valid, unused token of this purpose belongs to, without using it. */
export async function peekSingleUseToken(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  token: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('single_use_tokens')
    .select('user_id')
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses the token: the account it belongs to, or undefined when it is unknown, used or expired. */
export async function useSingleUseToken(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  token: string,
): Promise<number | undefined> {
  const now = nowIso();
  const row = await db
    .updateTable('single_use_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
