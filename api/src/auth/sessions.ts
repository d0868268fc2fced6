// Token pairs and refresh rotation. Every refresh token is recorded; using one marks it
// revoked in the same statement that checks it, so a refresh token works exactly once,
// even when two server instances receive it at the same moment.
import type { AuthTokens } from '@module-feedback/shared/contracts';
import type { AppContext } from '../context';
import { nowIso, readFlag } from '../db/values';
import { unauthorized } from '../http/errors';
import { findAccountById, type AccountRow } from '../users/accounts';
import { InvalidTokenError } from './tokens';

const INVALID_REFRESH = 'Token is invalid, expired or already used.';

export async function issueTokenPair(ctx: AppContext, account: AccountRow): Promise<AuthTokens> {
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
      expires_at: refresh.expiresAt.toISOString(),
      revoked_at: null,
    })
    .execute();
  return { access, refresh: refresh.token };
}

export async function rotateRefreshToken(ctx: AppContext, token: string): Promise<AuthTokens> {
  let claims: { userId: number; jti: string };
  try {
    claims = await ctx.tokens.verifyRefresh(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized(INVALID_REFRESH);
    throw error;
  }
  const now = nowIso();
  const used = await ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('jti', '=', claims.jti)
    .where('user_id', '=', claims.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) throw unauthorized(INVALID_REFRESH);
  const account = await findAccountById(ctx.db, claims.userId);
  if (!account) throw unauthorized(INVALID_REFRESH);
  return issueTokenPair(ctx, account);
}

/** Expired rows are useless (their JWTs fail anyway); pruned on each login. */
export async function pruneExpiredRefreshTokens(ctx: AppContext): Promise<void> {
  await ctx.db.deleteFrom('refresh_tokens').where('expires_at', '<', nowIso()).execute();
}
