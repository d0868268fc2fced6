// The deployment registry in numbers, for the metrics: how many deploys and rollbacks each
// remote has had, and which remotes run a forced deployment now.
import type { RemoteFolder } from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { liveDeployments } from '../deployments/registry';

export interface DeploymentFigures {
  counts: Partial<Record<string, Partial<Record<'deploy' | 'rollback', number>>>>;
  liveForced: Set<RemoteFolder>;
}

export async function deploymentFigures(db: Kysely<Database>): Promise<DeploymentFigures> {
  const rows = await db
    .selectFrom('deployments')
    .select(['deployable', 'action', (eb) => eb.fn.countAll().as('count')])
    .groupBy(['deployable', 'action'])
    .execute();
  const counts: DeploymentFigures['counts'] = {};
  for (const { deployable, action, count } of rows) {
    counts[deployable] = { ...counts[deployable], [action]: Number(count) };
  }
  const live = await liveDeployments(db);
  const liveForced = new Set(
    [...live.values()].filter((d) => d.forced).map((d) => d.deployable as RemoteFolder),
  );
  return { counts, liveForced };
}
