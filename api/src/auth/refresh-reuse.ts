// Why a refresh was refused, and reuse detection. A refresh token that is presented after
// it was used has been copied (or two clients share it): the server cannot tell the thief
// from the owner, so the whole family stops working and the owner signs in again. The
// clients serialise their own refreshes (across tabs too), so they never trip this.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { unauthorized, type HttpError } from '../http/errors';

export const INVALID_REFRESH = 'Token is invalid, expired or already used.';
export const REVOKED_REFRESH =
  'This refresh token was already used, so that sign-in has been ended everywhere. Please sign in again.';

interface RefreshClaims {
  userId: number;
  jti: string;
}

/** Called after a validly signed refresh token failed to rotate; returns the 401 to send. */
export async function refuseRefresh(
  db: Kysely<Database>,
  claims: RefreshClaims,
  log: FastifyBaseLogger,
): Promise<HttpError> {
  const token = await db
    .selectFrom('refresh_tokens as t')
    .innerJoin('refresh_token_families as f', 'f.id', 't.family_id')
    .select(['t.family_id', 't.revoked_at as used_at', 'f.revoked_at as family_revoked_at'])
    .where('t.jti', '=', claims.jti)
    .where('t.user_id', '=', claims.userId)
    .executeTakeFirst();
  if (!token) return unauthorized(INVALID_REFRESH);
  if (token.family_revoked_at !== null) return unauthorized(REVOKED_REFRESH);
  // Unused, so it (or its sign-in) has expired.
  if (token.used_at === null) return unauthorized(INVALID_REFRESH);

  // Idempotent: several replays of one token (or a race between them) revoke it once.
  const revoked = await db
    .updateTable('refresh_token_families')
    .set({ revoked_at: nowIso() })
    .where('id', '=', token.family_id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (revoked.numUpdatedRows > 0n) {
    log.warn(
      { userId: claims.userId, familyId: token.family_id },
      'refresh token reused; its family is revoked',
    );
  }
  return unauthorized(REVOKED_REFRESH);
}
