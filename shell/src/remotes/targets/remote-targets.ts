// Where each remote is loaded from on this page: the runtime manifest's entry, unless a
// developer override points it at their own server. Each remote keeps its own count of
// retries, which busts the browser's cache of a failed import for that remote only.
import type {
  ManifestEntry,
  RemoteName,
  RemotesManifest,
} from '@module-feedback/federation/contract';
import { overrideFor } from '../overrides/overrides';
import { fetchRemotesManifest } from './remotes-manifest';

export interface RemoteTarget {
  /** Absolute URL of remoteEntry.js, with the retry count when there was one. */
  entry: string;
  /** The sha384 the deployment registered; absent for overrides and unregistered entries. */
  integrity?: string;
  /** The sha384 of the version's deploy.json, likewise. */
  descriptorIntegrity?: string;
  /** The singletons the server found the version compatible with (see the runtime manifest). */
  compatibleWith?: ManifestEntry['compatibleWith'];
  version?: string;
  /** Loaded from a developer's server instead of the deployment. */
  override: boolean;
}

/** The remote is missing from the runtime manifest: nothing was deployed for it. */
export class RemoteNotDeployedError extends Error {}

let manifest: Promise<RemotesManifest> | undefined;
const retries = new Map<RemoteName, number>();

export function remotesManifest(): Promise<RemotesManifest> {
  manifest ??= fetchRemotesManifest().catch((error: unknown) => {
    manifest = undefined;
    throw error;
  });
  return manifest;
}

function withRetryCount(entry: string, name: RemoteName): string {
  const count = retries.get(name) ?? 0;
  if (count === 0) return entry;
  const url = new URL(entry);
  url.searchParams.set('attempt', String(count));
  return url.href;
}

export async function remoteTarget(name: RemoteName): Promise<RemoteTarget> {
  const override = overrideFor(name, window.localStorage);
  if (override) return { entry: withRetryCount(override.entry, name), override: true };
  const deployed = (await remotesManifest())[name];
  if (!deployed) throw new RemoteNotDeployedError(`${name} is not in the runtime manifest`);
  return { ...deployed, entry: withRetryCount(deployed.entry, name), override: false };
}

/**
 * Before loading `name` again: the manifest is read afresh (a deploy or rollback may have
 * happened) and that remote's entry is fetched anew; other remotes are left alone.
 */
export function retryRemote(name: RemoteName): void {
  manifest = undefined;
  retries.set(name, (retries.get(name) ?? 0) + 1);
}
