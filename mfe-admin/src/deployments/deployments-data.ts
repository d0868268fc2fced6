// What the Deployments tab reads of GET /api/deployments/: per remote, what is live, its
// canaries and what browsers reported of each version. Only this tab needs it, so the
// request and the fields it reads live here rather than in shared.
import { httpClient } from '@module-feedback/shared';

export const DEPLOYMENTS_ROUTE = '/api/deployments/';

export interface VersionCounts {
  load: number;
  refused: number;
  'load-failure': number;
  'mount-error': number;
  'uncaught-error': number;
}

export interface VersionReport {
  version: string;
  counts: VersionCounts;
  /** Failures per load; null before the first load. */
  failureRate: number | null;
}

export interface CanaryRow {
  id: number;
  version: string;
  share: number;
  actor: string;
  startedAt: string;
  reason: string | null;
  ended: {
    outcome: 'promoted' | 'aborted' | 'rolled-back';
    by: string;
    reason: string | null;
  } | null;
}

export interface RemoteDeployments {
  remote: string;
  live: { version: string | null; sequence: number } | null;
  canaries: CanaryRow[];
  reports: VersionReport[];
}

export const loadDeployments = async (): Promise<RemoteDeployments[]> =>
  (await httpClient.get<{ remotes: RemoteDeployments[] }>(DEPLOYMENTS_ROUTE)).data.remotes;
