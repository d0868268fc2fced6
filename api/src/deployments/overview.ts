// What `npm run deployments` prints and GET /api/deployments/ answers: per remote, what is
// live (a deployment, or the built-in build) and its latest history.
import { REMOTES, type RemoteFolder } from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { FrontendSettings } from '../config';
import type { Database } from '../db/schema';
import { builtInEntry } from './artefact-store';
import { deploymentHistory, type Deployment } from './registry';

export interface RemoteDeployments {
  remote: RemoteFolder;
  /** The live deployment; null while the remote serves its built-in build. */
  live: Deployment | null;
  /** The latest build in this server's repository, served when nothing is deployed. */
  builtInVersion: string | null;
  /** Newest first. */
  history: Deployment[];
}

const HISTORY_SHOWN = 20;

export async function deploymentsOverview(
  db: Kysely<Database>,
  settings: FrontendSettings,
  historyLength = HISTORY_SHOWN,
): Promise<RemoteDeployments[]> {
  return Promise.all(
    REMOTES.map(async ({ folder }) => {
      const history = await deploymentHistory(db, folder, historyLength);
      const newest = history[0];
      return {
        remote: folder,
        live: newest && newest.entry !== null ? newest : null,
        builtInVersion: builtInEntry(settings, folder)?.version ?? null,
        history,
      };
    }),
  );
}
