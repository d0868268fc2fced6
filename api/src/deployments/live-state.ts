// What every instance serves, from the registry and the store: the live shell (its version,
// and what it provides) with the shell versions before it, whose hashed files pages opened
// earlier still ask for, and the runtime manifest (/remotes.json): per remote, the entry of
// its live version in the store, the sha384 of that entry and of the version's deploy.json.
// Read again only when a deploy or rollback (through any instance or command) changed it.
import {
  artefactPublicPath,
  DEPLOY_DESCRIPTOR_FILE,
  REMOTES,
  type RemotesManifest,
  type ShellDescriptor,
} from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SCOPES } from '../response-cache/scopes';
import type { ResponseCache } from '../response-cache/response-cache';
import { storedFile, storedVersion } from './artefact-store';
import { liveDeployments } from './registry';

export interface LiveState {
  /** The live shell; absent while none is deployed. */
  shell?: { version: string; descriptor: ShellDescriptor };
  /** Every stored version of the shell, newest first. */
  shellVersions: string[];
  manifest: RemotesManifest;
}

export async function readLiveState(db: Kysely<Database>): Promise<LiveState> {
  const live = await liveDeployments(db);
  const state: LiveState = { shellVersions: [], manifest: {} };
  const shell = live.get('shell');
  if (shell?.version) {
    const stored = await storedVersion(db, 'shell', shell.version);
    if (stored?.descriptor.kind === 'shell') {
      state.shell = { version: shell.version, descriptor: stored.descriptor.descriptor };
    }
  }
  const shellRows = await db
    .selectFrom('artefact_versions')
    .select('version')
    .where('deployable', '=', 'shell')
    .orderBy('created_at', 'desc')
    .execute();
  state.shellVersions = shellRows.map((row) => row.version);
  for (const { name, folder } of REMOTES) {
    const version = live.get(folder)?.version;
    const stored = version ? await storedVersion(db, folder, version) : undefined;
    const descriptorFile = version
      ? await storedFile(db, folder, version, DEPLOY_DESCRIPTOR_FILE)
      : undefined;
    if (stored?.descriptor.kind !== 'remote' || !descriptorFile) continue;
    const { descriptor } = stored.descriptor;
    state.manifest[name] = {
      entry: `${artefactPublicPath(folder, descriptor.version)}${descriptor.entry}`,
      version: descriptor.version,
      integrity: descriptor.integrity,
      descriptorIntegrity: descriptorFile.integrity,
    };
  }
  return state;
}

/**
 * The live state on every request, read from the database only when a deploy or rollback
 * changed it since; during a database outage the last one read is served.
 */
export function liveStateSource(
  db: Kysely<Database>,
  responses: ResponseCache,
): () => Promise<LiveState> {
  return async () => {
    const body = await responses.body('live-state', async (shows) => {
      shows(SCOPES.remoteDeployments);
      return readLiveState(db);
    });
    return JSON.parse(body.json.toString('utf8')) as LiveState;
  };
}
