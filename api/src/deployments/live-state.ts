// What every instance serves, from the registry and the store: the live shell (its version,
// and what it provides) with the shell versions before it, whose hashed files pages opened
// earlier still ask for, and the runtime manifest (/remotes.json): per remote, the entry of
// its live version in the store, the sha384 of that entry and of the version's deploy.json.
// A running canary of a remote adds its version's entry, for the share of browsers it reaches.
// Read again only when a deploy, rollback or canary (through any instance or command) changed it.
import {
  artefactPublicPath,
  DEPLOY_DESCRIPTOR_FILE,
  incompatibilities,
  REMOTES,
  type ManifestEntry,
  type RemoteFolder,
  type RemoteName,
  type RemotesManifest,
  type ShellDescriptor,
} from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SCOPES } from '../response-cache/scopes';
import type { CachedBody, ResponseCache } from '../response-cache/response-cache';
import { storedFile, storedVersion } from './artefact-store';
import { runningCanaries } from './canaries';
import { liveDeployments } from './registry';

export interface LiveState {
  /** The live shell; absent while none is deployed. */
  shell?: { version: string; descriptor: ShellDescriptor };
  /** Every stored version of the shell, newest first. */
  shellVersions: string[];
  manifest: RemotesManifest;
  /** Per remote with a running canary: its entry, for the browsers it reaches. */
  canaries: Partial<Record<RemoteName, { id: number; share: number; entry: ManifestEntry }>>;
}

/**
 * The manifest entry of a stored version of a remote; undefined when it is not stored. With
 * `shell`, the entry says the version works with what that shell provides when it does
 * (compatibleWith), so pages of that shell need not check it again.
 */
export async function manifestEntry(
  db: Kysely<Database>,
  folder: RemoteFolder,
  version: string,
  shell?: ShellDescriptor,
): Promise<ManifestEntry | undefined> {
  const stored = await storedVersion(db, folder, version);
  const descriptorFile = await storedFile(db, folder, version, DEPLOY_DESCRIPTOR_FILE);
  if (stored?.descriptor.kind !== 'remote' || !descriptorFile) return undefined;
  const { descriptor } = stored.descriptor;
  const { singletons, exports } = shell?.provides ?? {};
  const compatible =
    singletons !== undefined && incompatibilities(descriptor, singletons, exports).length === 0;
  return {
    entry: `${artefactPublicPath(folder, descriptor.version)}${descriptor.entry}`,
    version: descriptor.version,
    integrity: descriptor.integrity,
    descriptorIntegrity: descriptorFile.integrity,
    ...(compatible && { compatibleWith: singletons as Record<string, string> }),
  };
}

export async function readLiveState(db: Kysely<Database>): Promise<LiveState> {
  const live = await liveDeployments(db);
  const state: LiveState = { shellVersions: [], manifest: {}, canaries: {} };
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
  const canaries = await runningCanaries(db);
  const shellDescriptor = state.shell?.descriptor;
  for (const { name, folder } of REMOTES) {
    const version = live.get(folder)?.version;
    const entry = version ? await manifestEntry(db, folder, version, shellDescriptor) : undefined;
    if (entry) state.manifest[name] = entry;
    const canary = canaries.get(folder);
    const canaryEntry =
      canary && (await manifestEntry(db, folder, canary.version, shellDescriptor));
    if (canary && canaryEntry) {
      state.canaries[name] = { id: canary.id, share: canary.share, entry: canaryEntry };
    }
  }
  return state;
}

/**
 * The live state on every request, read from the database only when a deploy or rollback
 * changed it since; during a database outage the last one read is served. Parsed once per
 * read, not once per request (every file of the shell a page asks for needs it), so every
 * request gets the same object until the next change: nothing may modify it.
 */
export function liveStateSource(
  db: Kysely<Database>,
  responses: Pick<ResponseCache, 'body'>,
): () => Promise<LiveState> {
  let last: { body: CachedBody; state: LiveState } | undefined;
  return async () => {
    const body = await responses.body('live-state', async (shows) => {
      shows(SCOPES.remoteDeployments);
      return readLiveState(db);
    });
    if (last?.body !== body) {
      last = { body, state: JSON.parse(body.json.toString('utf8')) as LiveState };
    }
    return last.state;
  };
}
