// Loads a remote's single-spa lifecycles with the module-federation runtime, once its
// deploy.json and entry have passed their checks. Failures are never cached: "Retry"
// really tries again.
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { LifeCycleFn } from 'single-spa';
import { EXPOSED_LIFECYCLES, type RemoteName } from '@module-feedback/federation/contract';
import type { RemoteParcelProps } from '@module-feedback/federation/lifecycles';
import { lifecycleChunks, linkResources } from './preload';
import { providedSingletons } from './provided-singletons';
import { checkRemote } from './remote-check';
import { remoteTarget } from './remote-targets';

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

export async function loadRemoteLifecycles(name: RemoteName): Promise<RemoteLifecycles> {
  const target = await remoteTarget(name);
  const { federationManifest } = await checkRemote(name, target, providedSingletons);
  linkResources('modulepreload', lifecycleChunks(federationManifest, target.entry));
  if (registered.get(name) !== target.entry) {
    // `force` replaces an earlier registration (a retry, or a manifest that changed).
    registerRemotes([{ name, entry: target.entry, type: 'module' }], {
      force: registered.has(name),
    });
    registered.set(name, target.entry);
  }
  const exposed = await loadRemote<unknown>(`${name}/${EXPOSED_LIFECYCLES.slice(2)}`);
  if (!isLifecycles(exposed)) throw new Error(`${name} did not expose single-spa lifecycles`);
  return exposed;
}
