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
    .selectFrom('remote_deployments')
    .select(['remote', 'action', (eb) => eb.fn.countAll().as('count')])
    .groupBy(['remote', 'action'])
    .execute();
  const counts: DeploymentFigures['counts'] = {};
  for (const { remote, action, count } of rows) {
    counts[remote] = { ...counts[remote], [action]: Number(count) };
  }
  const live = await liveDeployments(db);
  const liveForced = new Set([...live.values()].filter((d) => d.forced).map((d) => d.remote));
  return { counts, liveForced };
}
