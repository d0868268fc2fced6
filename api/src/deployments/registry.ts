// The deployment registry in the database: the history of every deploy, rollback and pin of
// the shell and of each remote, numbered across all of them. Rows are only ever added; the
// newest row of a deployable is live.
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { Database, DeploymentsTable } from '../db/schema';
import { nowIso, readFlag, readTimestamp } from '../db/values';
import type { BadMark } from './artefact-store';
import { asDeployable, type Deployable } from './deployables';

export interface Deployment {
  /** 1, 2, 3 … across every deployable. */
  sequence: number;
  deployable: Deployable;
  /** `pin`: the checkout's build, made live when the server first started without one. */
  action: 'deploy' | 'rollback' | 'pin';
  /** Null only for rows from before the store that named the old built-in build. */
  version: string | null;
  /** The sequence that was live when this one was checked; 0 for none. */
  replaces: number;
  /** What a plain rollback from here returns to; 0 for nothing. */
  previousSequence: number;
  forced: boolean;
  /** The refusals --force overrode. */
  overriddenChecks: string[];
  reason: string | null;
  actor: string;
  deployedAt: string;
  /** Set when its version was marked bad. */
  bad: BadMark | null;
}

export type NewDeployment = Omit<Deployment, 'sequence' | 'deployedAt' | 'bad'>;

/** The deployable changed since its live state was read: someone else deployed first. */
export class StaleDeploymentError extends Error {}

type Row = Selectable<DeploymentsTable> & {
  bad_at: Date | string | null;
  bad_reason: string | null;
  bad_by: string | null;
};

function fromRow(row: Row): Deployment {
  return {
    sequence: Number(row.sequence),
    deployable: asDeployable(row.deployable)!,
    action: row.action,
    version: row.version,
    replaces: Number(row.replaces),
    previousSequence: Number(row.previous_sequence),
    forced: readFlag(row.forced),
    overriddenChecks: row.overridden_checks === null ? [] : JSON.parse(row.overridden_checks),
    reason: row.reason,
    actor: row.actor,
    deployedAt: readTimestamp(row.created_at),
    bad:
      row.bad_at === null
        ? null
        : { at: readTimestamp(row.bad_at), reason: row.bad_reason, by: row.bad_by ?? '' },
  };
}

/** Deployments with the bad mark of their version. */
const withMarks = (db: Kysely<Database>) =>
  db
    .selectFrom('deployments as d')
    .leftJoin('artefact_versions as v', (join) =>
      join.onRef('v.deployable', '=', 'd.deployable').onRef('v.version', '=', 'd.version'),
    )
    .selectAll('d')
    .select(['v.bad_at', 'v.bad_reason', 'v.bad_by']);

/** Each deployable's live deployment; one never deployed is absent. */
export async function liveDeployments(db: Kysely<Database>): Promise<Map<Deployable, Deployment>> {
  const rows = await withMarks(db)
    .where((eb) =>
      eb(
        'd.sequence',
        '=',
        eb
          .selectFrom('deployments as newer')
          .select((inner) => inner.fn.max('newer.sequence').as('sequence'))
          .whereRef('newer.deployable', '=', 'd.deployable'),
      ),
    )
    .execute();
  const live = new Map<Deployable, Deployment>();
  for (const row of rows) {
    if (asDeployable(row.deployable)) live.set(row.deployable as Deployable, fromRow(row));
  }
  return live;
}

export async function liveDeployment(
  db: Kysely<Database>,
  deployable: Deployable,
): Promise<Deployment | undefined> {
  const row = await withMarks(db)
    .where('d.deployable', '=', deployable)
    .orderBy('d.sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function deploymentAt(
  db: Kysely<Database>,
  sequence: number,
): Promise<Deployment | undefined> {
  const row = await withMarks(db).where('d.sequence', '=', sequence).executeTakeFirst();
  return row && asDeployable(row.deployable) ? fromRow(row) : undefined;
}

/** A deployable's deployments, newest first. */
export async function deploymentHistory(
  db: Kysely<Database>,
  deployable: Deployable,
  limit: number,
): Promise<Deployment[]> {
  const rows = await withMarks(db)
    .where('d.deployable', '=', deployable)
    .orderBy('d.sequence', 'desc')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

/**
 * Makes `deployment` live. `replaces` must be the sequence its caller found live: if another
 * deploy replaced that one meanwhile, nothing is written and StaleDeploymentError says so.
 */
export async function appendDeployment(
  db: Kysely<Database>,
  deployment: NewDeployment,
): Promise<Deployment> {
  try {
    const row = await db
      .insertInto('deployments')
      .values({
        deployable: deployment.deployable,
        action: deployment.action,
        version: deployment.version,
        replaces: deployment.replaces,
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
    return fromRow({ ...row, bad_at: null, bad_reason: null, bad_by: null });
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaleDeploymentError();
    throw error;
  }
}
