// What `npm run deployments` prints and GET /api/deployments/ answers: for the shell and per
// remote, what is live, the build in the server's checkout, and the latest history; per
// remote also its canaries (the running one first) and what browsers reported of the
// versions in its history (loads, failures, the failure rate).
import { REMOTES, SHELL_NAME, type RemoteFolder } from '@module-feedback/federation/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { DEPLOY_DESCRIPTOR_FILE } from '@module-feedback/federation/contract';
import type { FrontendSettings } from '../config';
import type { Database } from '../db/schema';
import { checkoutBuildDir } from './checkout-builds';
import type { Deployable } from './deployables';
import { versionReports, type VersionReport } from '../remote-reports/report-counts';
import { canaryHistory, type Canary } from './canaries';
import { deploymentHistory, type Deployment } from './registry';

export interface DeployableOverview {
  deployable: Deployable;
  /** The live deployment; null while nothing is deployed. */
  live: Deployment | null;
  /** The build in this server's checkout, live only once deployed (or pinned at first start). */
  checkoutVersion: string | null;
  /** Newest first. */
  history: Deployment[];
}

export interface RemoteOverview extends DeployableOverview {
  remote: RemoteFolder;
  /** Its canaries, newest first: a running one has no `ended`. */
  canaries: Canary[];
  /** Browsers' reports of each version of its history and canaries, newest first. */
  reports: VersionReport[];
}

export interface DeploymentsOverview {
  shell: DeployableOverview;
  remotes: RemoteOverview[];
}

const HISTORY_SHOWN = 20;

function checkoutVersion(settings: FrontendSettings, deployable: Deployable): string | null {
  const dir = checkoutBuildDir(settings, deployable);
  if (!dir) return null;
  try {
    return (
      (
        JSON.parse(readFileSync(path.join(dir, DEPLOY_DESCRIPTOR_FILE), 'utf8')) as {
          version?: string;
        }
      ).version ?? null
    );
  } catch {
    return null;
  }
}

async function overviewOf(
  db: Kysely<Database>,
  settings: FrontendSettings,
  deployable: Deployable,
  historyLength: number,
): Promise<DeployableOverview> {
  const history = await deploymentHistory(db, deployable, historyLength);
  return {
    deployable,
    live: history[0]?.version ? history[0] : null,
    checkoutVersion: checkoutVersion(settings, deployable),
    history,
  };
}

export async function deploymentsOverview(
  db: Kysely<Database>,
  settings: FrontendSettings,
  historyLength = HISTORY_SHOWN,
): Promise<DeploymentsOverview> {
  return {
    shell: await overviewOf(db, settings, SHELL_NAME, historyLength),
    remotes: await Promise.all(
      REMOTES.map(async ({ folder }) => {
        const overview = await overviewOf(db, settings, folder, historyLength);
        const canaries = await canaryHistory(db, folder, historyLength);
        const versions = [
          ...canaries.filter((canary) => !canary.ended).map((canary) => canary.version),
          ...overview.history.map((deployment) => deployment.version),
          ...canaries.map((canary) => canary.version),
        ].filter((version): version is string => version !== null);
        const reports = await versionReports(
          db,
          [...new Set(versions)].map((version) => ({ deployable: folder, version })),
        );
        return { remote: folder, ...overview, canaries, reports };
      }),
    ),
  };
}
