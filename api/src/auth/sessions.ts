// Token pairs and refresh rotation. Every refresh token is recorded with its family, the
// chain of rotations one login started. Using a token marks it used in the same statement
// that checks it, so a refresh token works exactly once, even when two server instances
// receive it at the same moment; presenting it again revokes its family (./refresh-reuse.ts).
// No transactions: each step is one statement, so no write lock is held across awaits.
import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@module-feedback/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { nowIso, readFlag } from '../db/values';
import { unauthorized } from '../http/errors';
import { findAccountById, type AccountRow } from '../users/accounts';
import { INVALID_REFRESH, refuseRefresh } from './refresh-reuse';
import { InvalidTokenError } from './tokens';

/**
 * Rows outlive their expiry by this much before pruning: a rotation that checked a token
 * just before it expired, or a login between creating its family and its first token,
 * must still find the family row when it inserts the next token.
 */
const PRUNE_GRACE_MS = 60_000;

async function issueTokenPair(
  ctx: AppContext,
  account: AccountRow,
  familyId: string,
): Promise<AuthTokens> {
  const access = await ctx.tokens.issueAccess({
    id: account.id,
    username: account.username,
    isStaff: readFlag(account.is_staff),
    studentId: account.student_id,
  });
  const refresh = await ctx.tokens.issueRefresh(account.id);
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      jti: refresh.jti,
      user_id: account.id,
      family_id: familyId,
      expires_at: refresh.expiresAt.toISOString(),
      revoked_at: null,
    })
    .execute();
  return { access, refresh: refresh.token };
}

/** A login: a new family and its first pair. */
export async function startSession(ctx: AppContext, account: AccountRow): Promise<AuthTokens> {
  const familyId = randomUUID();
  await ctx.db
    .insertInto('refresh_token_families')
    .values({ id: familyId, user_id: account.id, created_at: nowIso(), revoked_at: null })
    .execute();
  return issueTokenPair(ctx, account, familyId);
}

/**
 * Exchanges a refresh token for a new pair in the same family. If the family is revoked
 * between the check and the insert, the new token is refused when used, since rotation
 * checks the family. Access tokens are not tracked: those already issued to a family
 * that is later revoked stay valid until they expire (five minutes).
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  token: string,
  log: FastifyBaseLogger,
): Promise<AuthTokens> {
  let claims: { userId: number; jti: string };
  try {
    claims = await ctx.tokens.verifyRefresh(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized(INVALID_REFRESH);
    throw error;
  }
  const now = nowIso();
  const liveFamilies = ctx.db
    .selectFrom('refresh_token_families')
    .select('id')
    .where('revoked_at', 'is', null);
  const used = await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('jti', '=', claims.jti)
    .where('user_id', '=', claims.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('family_id', 'in', liveFamilies)
    .returning('family_id')
    .executeTakeFirst();
  if (!used) throw await refuseRefresh(ctx.db, claims, log);
  const account = await findAccountById(ctx.db, claims.userId);
  if (!account) throw unauthorized(INVALID_REFRESH);
  return issueTokenPair(ctx, account, used.family_id);
}

/** Expired rows are useless (their JWTs fail anyway); pruned on each login. */
export async function pruneExpiredRefreshTokens(ctx: AppContext): Promise<void> {
  const cutoff = new Date(Date.now() - PRUNE_GRACE_MS).toISOString();
  await ctx.db.deleteFrom('refresh_tokens').where('expires_at', '<', cutoff).execute();
  await ctx.db
    .deleteFrom('refresh_token_families')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens')
            .select('jti')
            .whereRef('refresh_tokens.family_id', '=', 'refresh_token_families.id'),
        ),
      ),
    )
    .execute();
}
