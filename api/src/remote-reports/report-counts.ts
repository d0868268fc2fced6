// The counts of what browsers reported per remote version, in the database: every instance
// adds to the same rows, so the rates the commands, the admin and the canary watch read are
// the whole deployment's. Rates are of loads: failures of a version per load begun.
import {
  REMOTE_FAILURE_EVENTS,
  REMOTE_REPORT_EVENTS,
  type RemoteReportEvent,
} from '@module-feedback/federation/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readCount } from '../db/values';
import type { Deployable } from '../deployments/deployables';

export type EventCounts = Record<RemoteReportEvent, number>;

export interface VersionReport {
  deployable: Deployable;
  version: string;
  counts: EventCounts;
  /** Failures (every event but `load`) per load; null before the first load. */
  failureRate: number | null;
}

export interface CountIncrement {
  deployable: Deployable;
  version: string;
  event: RemoteReportEvent;
  count: number;
}

const noCounts = (): EventCounts =>
  Object.fromEntries(REMOTE_REPORT_EVENTS.map((event) => [event, 0])) as EventCounts;

export function failureRate(counts: EventCounts): number | null {
  if (counts.load === 0) return null;
  const failures = REMOTE_FAILURE_EVENTS.reduce((sum, event) => sum + counts[event], 0);
  return failures / counts.load;
}

export async function addCounts(db: Kysely<Database>, increments: CountIncrement[]) {
  for (const increment of increments) {
    await db
      .insertInto('remote_version_reports')
      .values({
        deployable: increment.deployable,
        version: increment.version,
        event: increment.event,
        count: increment.count,
      })
      .onConflict((conflict) =>
        conflict.columns(['deployable', 'version', 'event']).doUpdateSet({
          count: sql`remote_version_reports.count + excluded.count`,
        }),
      )
      .execute();
  }
}

/** The reports of the given versions (those with none reported have zero counts). */
export async function versionReports(
  db: Kysely<Database>,
  versions: { deployable: Deployable; version: string }[],
): Promise<VersionReport[]> {
  if (versions.length === 0) return [];
  const rows = await db
    .selectFrom('remote_version_reports')
    .select(['deployable', 'version', 'event', 'count'])
    .where(
      'version',
      'in',
      versions.map((one) => one.version),
    )
    .execute();
  return versions.map(({ deployable, version }) => {
    const counts = noCounts();
    for (const row of rows) {
      if (row.deployable !== deployable || row.version !== version) continue;
      if ((REMOTE_REPORT_EVENTS as readonly string[]).includes(row.event)) {
        counts[row.event as RemoteReportEvent] = readCount(row.count);
      }
    }
    return { deployable, version, counts, failureRate: failureRate(counts) };
  });
}
