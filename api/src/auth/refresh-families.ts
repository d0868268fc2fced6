// Token pairs and refresh rotation. Every refresh token is recorded with its family, the
// chain of rotations one login started. Using a token marks it used in the same statement
// that checks it, so a refresh token works exactly once, even when two server instances
// receive it at the same moment; presenting it again revokes its family (./refresh-reuse.ts).
// A family lives at most the sign-in lifetime from its login: rotation never issues a
// token past that, and refuses once it has passed. Signing out deletes the family.
// No transactions: each step is one statement, so no write lock is held across awaits.
import { randomUUID } from 'node:crypto';
import type { AuthTokens } from '@module-feedback/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { isForeignKeyViolation, unavailability } from '../db/errors';
import { nowIso, readFlag, readTimestamp } from '../db/values';
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

interface Family {
  id: string;
  /** When its login happened. */
  createdAt: Date;
}

const signInEnd = (ctx: AppContext, family: Family) =>
  new Date(family.createdAt.getTime() + ctx.config.signInTtlSeconds * 1000);

async function signTokenPair(ctx: AppContext, account: AccountRow, family: Family) {
  const access = await ctx.tokens.issueAccess({
    id: account.id,
    username: account.username,
    isStaff: readFlag(account.is_staff),
    studentId: account.student_id,
    emailVerified: account.email_verified_at !== null,
  });
  return { access, refresh: await ctx.tokens.issueRefresh(account.id, signInEnd(ctx, family)) };
}

async function issueTokenPair(
  ctx: AppContext,
  account: AccountRow,
  family: Family,
): Promise<AuthTokens> {
  const { access, refresh } = await signTokenPair(ctx, account, family);
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      jti: refresh.jti,
      user_id: account.id,
      family_id: family.id,
      expires_at: refresh.expiresAt.toISOString(),
      revoked_at: null,
    })
    .execute();
  return { access, refresh: refresh.token };
}

/** Storage that is full or read-only refuses writes, but can still be read. */
const storageRefusesWrites = (error: unknown) => unavailability(error) === 'storage';

/**
 * A login: a new family and its first pair. When the storage refuses writes, signing in
 * still works: the pair is issued unrecorded, so its refresh token is refused when used
 * and the sign-in ends with its access token (five minutes), but reading goes on.
 */
export async function startRefreshFamily(
  ctx: AppContext,
  account: AccountRow,
): Promise<AuthTokens> {
  const family = { id: randomUUID(), createdAt: new Date() };
  try {
    await ctx.db
      .insertInto('refresh_token_families')
      .values({
        id: family.id,
        user_id: account.id,
        created_at: family.createdAt.toISOString(),
        revoked_at: null,
      })
      .execute();
    return await issueTokenPair(ctx, account, family);
  } catch (error) {
    if (!storageRefusesWrites(error)) throw error;
    const { access, refresh } = await signTokenPair(ctx, account, family);
    return { access, refresh: refresh.token };
  }
}

/** Verified claims of a refresh token, or the 401 every unusable token gets. */
async function refreshClaims(ctx: AppContext, token: string) {
  try {
    return await ctx.tokens.verifyRefresh(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized(INVALID_REFRESH);
    throw error;
  }
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
  const claims = await refreshClaims(ctx, token);
  const now = nowIso();
  const loggedInSince = new Date(Date.now() - ctx.config.signInTtlSeconds * 1000).toISOString();
  const liveFamilies = ctx.db
    .selectFrom('refresh_token_families')
    .select('id')
    .where('revoked_at', 'is', null)
    .where('created_at', '>', loggedInSince);
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
  const [account, family] = await Promise.all([
    findAccountById(ctx.db, claims.userId),
    ctx.db
      .selectFrom('refresh_token_families')
      .select(['id', 'created_at'])
      .where('id', '=', used.family_id)
      .executeTakeFirst(),
  ]);
  // Gone meanwhile: the account was deleted, or the sign-in ended.
  if (!account || !family) throw unauthorized(INVALID_REFRESH);
  const createdAt = new Date(readTimestamp(family.created_at));
  return issueTokenPair(ctx, account, { id: family.id, createdAt }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw unauthorized(INVALID_REFRESH);
    throw error;
  });
}

/**
 * Ends a sign-in: deletes the family of the given refresh token, so none of its
 * refresh tokens works again (already issued access tokens live out their minutes).
 * Any validly signed refresh token of the family will do, used or not; signing out twice
 * is not an error.
 */
export async function endRefreshFamily(ctx: AppContext, token: string): Promise<void> {
  const claims = await refreshClaims(ctx, token);
  const familyOfToken = ctx.db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('jti', '=', claims.jti)
    .where('user_id', '=', claims.userId);
  await ctx.db.deleteFrom('refresh_token_families').where('id', 'in', familyOfToken).execute();
}

/** Expired rows are useless (their JWTs fail anyway); pruned on each login. */
export async function pruneExpiredRefreshTokens(ctx: AppContext): Promise<void> {
  const cutoff = new Date(Date.now() - PRUNE_GRACE_MS).toISOString();
  try {
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
  } catch (error) {
    // Housekeeping only: a full or read-only storage must not stop anyone signing in.
    if (!storageRefusesWrites(error)) throw error;
  }
}
