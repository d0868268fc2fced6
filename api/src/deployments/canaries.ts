// Canaries in the database (see migrations/0040-canaries.ts): a version of one remote live for
// a share of browsers beside the live deployment. One runs per remote at most; it ends
// promoted (deployed for everyone), aborted, or rolled back automatically for its failures.
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../db/errors';
import type { CanariesTable, Database } from '../db/schema';
import { nowIso, readTimestamp } from '../db/values';
import { asDeployable, type Deployable } from './deployables';

export type CanaryOutcome = 'promoted' | 'aborted' | 'rolled-back';

export interface Canary {
  id: number;
  deployable: Deployable;
  version: string;
  /** Percent of browsers that get it, 1–99. */
  share: number;
  /** The deployment that was live when it started. */
  baseSequence: number;
  reason: string | null;
  actor: string;
  startedAt: string;
  /** Null while it runs. */
  ended: { outcome: CanaryOutcome; at: string; by: string; reason: string | null } | null;
}

export type NewCanary = Pick<
  Canary,
  'deployable' | 'version' | 'share' | 'baseSequence' | 'reason' | 'actor'
>;

/** The remote has a canary running already. */
export class CanaryRunningError extends Error {}

function fromRow(row: Selectable<CanariesTable>): Canary {
  return {
    id: Number(row.id),
    deployable: asDeployable(row.deployable)!,
    version: row.version,
    share: Number(row.share),
    baseSequence: Number(row.base_sequence),
    reason: row.reason,
    actor: row.actor,
    startedAt: readTimestamp(row.started_at),
    ended:
      row.outcome === null || row.ended_at === null
        ? null
        : {
            outcome: row.outcome,
            at: readTimestamp(row.ended_at),
            by: row.ended_by ?? '',
            reason: row.end_reason,
          },
  };
}

/** Each remote's running canary; a remote without one is absent. */
export async function runningCanaries(db: Kysely<Database>): Promise<Map<Deployable, Canary>> {
  const rows = await db
    .selectFrom('canaries')
    .selectAll()
    .where('running_for', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.deployable as Deployable, fromRow(row)]));
}

export async function runningCanary(
  db: Kysely<Database>,
  deployable: Deployable,
): Promise<Canary | undefined> {
  const row = await db
    .selectFrom('canaries')
    .selectAll()
    .where('running_for', '=', deployable)
    .executeTakeFirst();
  return row && fromRow(row);
}

/** A remote's canaries, newest first. */
export async function canaryHistory(
  db: Kysely<Database>,
  deployable: Deployable,
  limit: number,
): Promise<Canary[]> {
  const rows = await db
    .selectFrom('canaries')
    .selectAll()
    .where('deployable', '=', deployable)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

/** Starts a canary; CanaryRunningError when the remote has one running (the unique column). */
export async function insertCanary(db: Kysely<Database>, canary: NewCanary): Promise<Canary> {
  try {
    const row = await db
      .insertInto('canaries')
      .values({
        deployable: canary.deployable,
        version: canary.version,
        share: canary.share,
        base_sequence: canary.baseSequence,
        reason: canary.reason,
        actor: canary.actor,
        started_at: nowIso(),
        running_for: canary.deployable,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return fromRow(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new CanaryRunningError();
    throw error;
  }
}

/**
 * Ends the canary if it still runs; answers it ended, or undefined when it had ended already
 * (another instance or command ended it first: only one ending counts).
 */
export async function endCanary(
  db: Kysely<Database>,
  id: number,
  ending: { outcome: CanaryOutcome; by: string; reason: string | null },
): Promise<Canary | undefined> {
  const row = await db
    .updateTable('canaries')
    .set({
      running_for: null,
      outcome: ending.outcome,
      ended_at: nowIso(),
      ended_by: ending.by,
      end_reason: ending.reason,
    })
    .where('id', '=', id)
    .where('running_for', 'is not', null)
    .returningAll()
    .executeTakeFirst();
  return row && fromRow(row);
}
