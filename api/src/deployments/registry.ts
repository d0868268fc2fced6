// The deployment registry in the database: the history of every deploy and rollback, and
// the live state it implies. Rows are only ever added; the newest row of a remote is live.
import type { DeployDescriptor, RemoteFolder } from '@module-feedback/federation/contract';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { Database, RemoteDeploymentsTable } from '../db/schema';
import { nowIso, readFlag, readTimestamp } from '../db/values';

export interface Deployment {
  remote: RemoteFolder;
  /** 1, 2, 3 … per remote. */
  sequence: number;
  action: 'deploy' | 'rollback';
  /** Null for version, entry and integrity: the server's built-in build. */
  version: string | null;
  entry: string | null;
  integrity: string | null;
  descriptor: DeployDescriptor | null;
  /** What a rollback from here returns to: a sequence, or null for the built-in build. */
  previousSequence: number | null;
  forced: boolean;
  /** The refusals --force overrode. */
  overriddenChecks: string[];
  reason: string | null;
  actor: string;
  deployedAt: string;
}

export type NewDeployment = Omit<Deployment, 'deployedAt'>;

/** The remote changed since its live state was read: someone else deployed first. */
export class StaleDeploymentError extends Error {}

function fromRow(row: Selectable<RemoteDeploymentsTable>): Deployment {
  return {
    remote: row.remote as RemoteFolder,
    sequence: Number(row.sequence),
    action: row.action,
    version: row.version,
    entry: row.entry,
    integrity: row.integrity,
    descriptor: row.descriptor === null ? null : (JSON.parse(row.descriptor) as DeployDescriptor),
    previousSequence: row.previous_sequence === null ? null : Number(row.previous_sequence),
    forced: readFlag(row.forced),
    overriddenChecks: row.overridden_checks === null ? [] : JSON.parse(row.overridden_checks),
    reason: row.reason,
    actor: row.actor,
    deployedAt: readTimestamp(row.created_at),
  };
}

/** Each remote's live deployment; a remote never deployed is absent (built-in). */
export async function liveDeployments(
  db: Kysely<Database>,
): Promise<Map<RemoteFolder, Deployment>> {
  const rows = await db
    .selectFrom('remote_deployments as d')
    .selectAll()
    .where((eb) =>
      eb(
        'd.sequence',
        '=',
        eb
          .selectFrom('remote_deployments as newer')
          .select((inner) => inner.fn.max('newer.sequence').as('sequence'))
          .whereRef('newer.remote', '=', 'd.remote'),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.remote as RemoteFolder, fromRow(row)]));
}

export async function liveDeployment(
  db: Kysely<Database>,
  remote: RemoteFolder,
): Promise<Deployment | undefined> {
  const row = await db
    .selectFrom('remote_deployments')
    .selectAll()
    .where('remote', '=', remote)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function deploymentAt(
  db: Kysely<Database>,
  remote: RemoteFolder,
  sequence: number,
): Promise<Deployment | undefined> {
  const row = await db
    .selectFrom('remote_deployments')
    .selectAll()
    .where('remote', '=', remote)
    .where('sequence', '=', sequence)
    .executeTakeFirst();
  return row && fromRow(row);
}

/** A remote's deployments, newest first. */
export async function deploymentHistory(
  db: Kysely<Database>,
  remote: RemoteFolder,
  limit: number,
): Promise<Deployment[]> {
  const rows = await db
    .selectFrom('remote_deployments')
    .selectAll()
    .where('remote', '=', remote)
    .orderBy('sequence', 'desc')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

/**
 * Makes `deployment` live. Its sequence must be the one after the live state its caller
 * checked: if another deploy took that sequence meanwhile, nothing is written and
 * StaleDeploymentError says so.
 */
export async function appendDeployment(
  db: Kysely<Database>,
  deployment: NewDeployment,
): Promise<Deployment> {
  try {
    const row = await db
      .insertInto('remote_deployments')
      .values({
        remote: deployment.remote,
        sequence: deployment.sequence,
        action: deployment.action,
        version: deployment.version,
        entry: deployment.entry,
        integrity: deployment.integrity,
        descriptor: deployment.descriptor && JSON.stringify(deployment.descriptor),
        previous_sequence: deployment.previousSequence,
        forced: deployment.forced ? 1 : 0,
        overridden_checks:
          deployment.overriddenChecks.length > 0
            ? JSON.stringify(deployment.overriddenChecks)
            : null,
        reason: deployment.reason,
        actor: deployment.actor,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return fromRow(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaleDeploymentError();
    throw error;
  }
}
