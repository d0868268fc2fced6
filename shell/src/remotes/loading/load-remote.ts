// Loads a remote's single-spa lifecycles with the module-federation runtime, once its
// deploy.json has passed its checks and the page enforces the integrity of every script it
// lists. Failures are never cached: "Retry" really tries again.
import type { LifeCycleFn } from 'single-spa';
import {
  EXPOSED_LIFECYCLES,
  lifecycleChunks,
  lifecycleStyles,
  startupDataFor,
  type RemoteName,
} from '@module-feedback/federation/contract';
import { requestAhead } from '@module-feedback/shared/shell-pages';
import type { RemoteParcelProps } from '@module-feedback/federation/lifecycles';
import { addIntegrityMap } from '../checks/integrity-map';
import { federationRuntime } from './federation-host';
import { linkResources } from '../preloading/preload';
import { providedSingletons } from '../checks/provided-singletons';
import { checkRemote, RemoteRefusedError, scriptMismatch } from '../checks/remote-check';
import { remoteTarget, type RemoteTarget } from '../targets/remote-targets';
import { shareChunksFor } from '../preloading/share-chunks';
import { reportFailure, reportLoad } from '../reports/version-reports';

export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<RemoteParcelProps>;
  mount: LifeCycleFn<RemoteParcelProps>;
  unmount: LifeCycleFn<RemoteParcelProps>;
}

/** The entry each remote is registered with; registering again only when it changes. */
const registered = new Map<RemoteName, string>();

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const module = value as Partial<Record<keyof RemoteLifecycles, unknown>> | null;
  return (
    typeof module?.bootstrap === 'function' &&
    typeof module.mount === 'function' &&
    typeof module.unmount === 'function'
  );
}

/** Loads begun before their route rendered; the first attempt to show the remote takes it. */
const started = new Map<RemoteName, Promise<RemoteLifecycles>>();

/**
 * Begins loading a remote at once, while the shell still fetches its config and theme, so
 * the route's remote is not queued behind them. Only a head start: a failure surfaces
 * through the section's own attempt, which takes this promise.
 */
export function startLoadingRemote(name: RemoteName): void {
  if (started.has(name)) return;
  const loading = load(name);
  loading.catch(() => undefined);
  started.set(name, loading);
}

export function loadRemoteLifecycles(name: RemoteName): Promise<RemoteLifecycles> {
  const early = started.get(name);
  started.delete(name);
  return early ?? load(name);
}

/** Each remote's latest load, settled or not. */
const latest = new Map<RemoteName, Promise<unknown>>();

/** Resolves once the remote's latest load has succeeded or failed (at once if it never began). */
export const remoteSettled = (name: RemoteName): Promise<void> =>
  (latest.get(name) ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );

function load(name: RemoteName): Promise<RemoteLifecycles> {
  const loading = loadChecked(name);
  latest.set(name, loading);
  return loading;
}

async function loadChecked(name: RemoteName): Promise<RemoteLifecycles> {
  // The runtime's chunk arrives while the manifest and the remote's checks are fetched.
  void federationRuntime().catch(() => undefined);
  const target = await remoteTarget(name);
  reportLoad(name, target.override ? undefined : target.version, target.entry);
  try {
    return await loadTarget(name, target);
  } catch (error) {
    reportFailure(name, error instanceof RemoteRefusedError ? 'refused' : 'load-failure');
    throw error;
  }
}

async function loadTarget(name: RemoteName, target: RemoteTarget): Promise<RemoteLifecycles> {
  const { federationManifest, startupData, scripts } = await checkRemote(
    name,
    target,
    providedSingletons,
  );
  // Before anything of the remote is fetched: a preload or import begun earlier would not
  // be held to it.
  addIntegrityMap(scripts);
  // The page's data with its code: it is the page the visitor is on by the time a remote loads.
  requestAhead(startupDataFor(startupData, window.location.pathname));
  linkResources(
    'modulepreload',
    [...lifecycleChunks(federationManifest, target.entry), ...shareChunksFor(federationManifest)],
    scripts,
  );
  linkResources('preload', lifecycleStyles(federationManifest, target.entry));
  const { loadRemote, registerRemotes } = await federationRuntime();
  if (registered.get(name) !== target.entry) {
    // `force` replaces an earlier registration (a retry, or a manifest that changed).
    registerRemotes([{ name, entry: target.entry, type: 'module' }], {
      force: registered.has(name),
    });
    registered.set(name, target.entry);
  }
  let exposed: unknown;
  try {
    exposed = await loadRemote<unknown>(`${name}/${EXPOSED_LIFECYCLES.slice(2)}`);
  } catch (error) {
    if (await scriptMismatch(error, scripts)) {
      throw new RemoteRefusedError(
        'integrity',
        ['a script of it is not the one its deploy.json lists'],
        {
          cause: error,
        },
      );
    }
    throw error;
  }
  if (!isLifecycles(exposed)) throw new Error(`${name} did not expose single-spa lifecycles`);
  return exposed;
}
