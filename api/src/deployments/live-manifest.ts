// The runtime manifest the shell reads (/remotes.json): per remote, the artefact its live
// deployment names, or else its built-in build.
import {
  REMOTES,
  type RemoteFolder,
  type RemotesManifest,
} from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { FrontendSettings } from '../config';
import type { Database } from '../db/schema';
import { SCOPES } from '../response-cache/scopes';
import type { ResponseCache } from '../response-cache/response-cache';
import { builtInEntry } from './artefact-store';
import { liveDeployments, type Deployment } from './registry';

export function liveManifest(
  settings: FrontendSettings,
  live: ReadonlyMap<RemoteFolder, Deployment> = new Map(),
): RemotesManifest {
  const manifest: RemotesManifest = {};
  for (const { name, folder } of REMOTES) {
    const deployed = live.get(folder);
    const entry =
      deployed?.entry != null
        ? {
            entry: deployed.entry,
            ...(deployed.version ? { version: deployed.version } : {}),
            ...(deployed.integrity ? { integrity: deployed.integrity } : {}),
          }
        : builtInEntry(settings, folder);
    if (entry) manifest[name] = entry;
  }
  return manifest;
}

/**
 * The live manifest on every request, reading the registry only when a deploy or rollback
 * (through any instance or the command line) changed it since; during a database outage
 * the last one read is served.
 */
export function liveManifestSource(
  db: Kysely<Database>,
  settings: FrontendSettings,
  responses: ResponseCache,
): () => Promise<RemotesManifest> {
  return async () => {
    const body = await responses.body('remote-deployments', async (shows) => {
      shows(SCOPES.remoteDeployments);
      return [...(await liveDeployments(db)).values()];
    });
    const live = JSON.parse(body.json.toString('utf8')) as Deployment[];
    return liveManifest(
      settings,
      new Map(live.map((deployment) => [deployment.remote, deployment])),
    );
  };
}
