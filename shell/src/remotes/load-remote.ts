// Finds a remote through the runtime manifest and loads its single-spa lifecycles with the
// module-federation runtime. Failures are never cached: "Retry" really tries again.
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { LifeCycleFn } from 'single-spa';
import {
  EXPOSED_LIFECYCLES,
  type RemoteName,
  type RemotesManifest,
} from '../../../federation/remotes';
import type { RemoteParcelProps } from '../../../federation/remote-lifecycles';
import { fetchRemotesManifest } from './remotes-manifest';

export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<RemoteParcelProps>;
  mount: LifeCycleFn<RemoteParcelProps>;
  unmount: LifeCycleFn<RemoteParcelProps>;
}

let manifest: Promise<RemotesManifest> | undefined;
/** The entry each remote is registered with; registering again only when it changes. */
const registered = new Map<RemoteName, string>();
/** Bumped on every retry so the browser fetches the entry again instead of reusing a failed import. */
let attempt = 0;

function remotesManifest(): Promise<RemotesManifest> {
  manifest ??= fetchRemotesManifest().catch((error: unknown) => {
    manifest = undefined;
    throw error;
  });
  return manifest;
}

function withAttempt(entry: string): string {
  if (attempt === 0) return entry;
  const url = new URL(entry);
  url.searchParams.set('attempt', String(attempt));
  return url.href;
}

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const module = value as Partial<Record<keyof RemoteLifecycles, unknown>> | null;
  return (
    typeof module?.bootstrap === 'function' &&
    typeof module.mount === 'function' &&
    typeof module.unmount === 'function'
  );
}

export async function loadRemoteLifecycles(name: RemoteName): Promise<RemoteLifecycles> {
  const entries = await remotesManifest();
  const entry = withAttempt(entries[name]);
  if (registered.get(name) !== entry) {
    // `force` replaces an earlier registration (a retry, or a manifest that changed).
    registerRemotes([{ name, entry, type: 'module' }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  const exposed = await loadRemote<unknown>(`${name}/${EXPOSED_LIFECYCLES.slice(2)}`);
  if (!isLifecycles(exposed)) throw new Error(`${name} did not expose single-spa lifecycles`);
  return exposed;
}

/** Called before a retry: the next load re-reads the manifest and re-fetches the entry. */
export function forgetFailedRemote(): void {
  manifest = undefined;
  attempt += 1;
}
