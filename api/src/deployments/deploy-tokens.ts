// Deploy tokens: one deployable each, created by the operator (npm run deploy-token), shown
// once and kept only as a sha256 hash. A token deploys, rolls back and marks bad its own
// deployable through the HTTP API; the history names it `token:<name>`.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { nowIso, readTimestamp } from '../db/values';
import { asDeployable, type Deployable } from './deployables';

/** Every deploy token starts so: a bearer token with it is never taken for a sign-in. */
export const DEPLOY_TOKEN_PREFIX = 'mfdeploy_';
export const TOKEN_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface DeployTokenInfo {
  name: string;
  deployable: Deployable;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export class DeployTokenError extends Error {}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const isDeployToken = (bearer: string) => bearer.startsWith(DEPLOY_TOKEN_PREFIX);

/** Creates a token and answers it: the only time it is ever shown. */
export async function createDeployToken(
  db: Kysely<Database>,
  request: { name: string; deployable: Deployable; createdBy: string },
): Promise<string> {
  if (!TOKEN_NAME_PATTERN.test(request.name)) {
    throw new DeployTokenError(
      `"${request.name}" is not a token name: letters, digits, . _ and -, up to 64 characters.`,
    );
  }
  const token = `${DEPLOY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  try {
    await db
      .insertInto('deploy_tokens')
      .values({
        name: request.name,
        deployable: request.deployable,
        token_hash: hashOf(token),
        created_at: nowIso(),
        created_by: request.createdBy,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DeployTokenError(
        `A deploy token named ${request.name} exists already (names are never reused).`,
      );
    }
    throw error;
  }
  return token;
}

export async function listDeployTokens(db: Kysely<Database>): Promise<DeployTokenInfo[]> {
  const rows = await db.selectFrom('deploy_tokens').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    name: row.name,
    deployable: asDeployable(row.deployable)!,
    createdAt: readTimestamp(row.created_at),
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at === null ? null : readTimestamp(row.last_used_at),
    revokedAt: row.revoked_at === null ? null : readTimestamp(row.revoked_at),
  }));
}

/** Revokes the token at once, on every instance. */
export async function revokeDeployToken(
  db: Kysely<Database>,
  name: string,
): Promise<'revoked' | 'already revoked' | 'unknown'> {
  const result = await db
    .updateTable('deploy_tokens')
    .set({ revoked_at: nowIso() })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'revoked';
  const existing = await db
    .selectFrom('deploy_tokens')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  return existing ? 'already revoked' : 'unknown';
}

/** The token's name and deployable, while it is not revoked. */
export async function verifyDeployToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ name: string; deployable: Deployable } | undefined> {
  const row = await db
    .selectFrom('deploy_tokens')
    .select(['id', 'name', 'deployable'])
    .where('token_hash', '=', hashOf(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const deployable = asDeployable(row?.deployable);
  if (!row || !deployable) return undefined;
  await db
    .updateTable('deploy_tokens')
    .set({ last_used_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  return { name: row.name, deployable };
}
