// Remotes the current page links to are prefetched while the browser is idle: their entry
// and the chunks their lifecycles need, so following the link loads from the cache.
import {
  lifecycleChunks,
  MF_MANIFEST_FILE,
  REMOTES,
  type Remote,
} from '@module-feedback/federation/contract';
import { linkResources } from './preload';
import { remoteTarget } from '../targets/remote-targets';
import { remoteSettled } from '../loading/load-remote';
import { remoteForPath, remoteOwnsPath } from '../targets/route-remote';

interface Navigation {
  subscribe(listener: () => void): () => void;
}

const prefetched = new Set<Remote['name']>();

/** Remotes with a link on the page, other than the one on the current route. */
export function linkedRemotes(doc: Document, currentPath: string): Remote[] {
  const paths = [...doc.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((link) => link.origin === doc.location.origin)
    .map((link) => link.pathname);
  return REMOTES.filter(
    (remote) =>
      !remoteOwnsPath(remote, currentPath) && paths.some((path) => remoteOwnsPath(remote, path)),
  );
}

export async function prefetchRemote(remote: Remote): Promise<void> {
  if (prefetched.has(remote.name)) return;
  prefetched.add(remote.name);
  try {
    const target = await remoteTarget(remote.name);
    if (target.override) return;
    const response = await fetch(new URL(MF_MANIFEST_FILE, target.entry), { priority: 'low' });
    const chunks = response.ok ? lifecycleChunks(await response.json(), target.entry) : [];
    linkResources('prefetch', [target.entry, ...chunks]);
  } catch (error) {
    // Only a head start: the remote's own load reports what is wrong.
    console.debug(`Prefetching ${remote.name} failed`, error);
  }
}

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task) : setTimeout(task, 1000);

/**
 * After each navigation, once the browser is idle and the page's own remote has loaded,
 * prefetches the remotes the page links to: they never compete with what the visitor is
 * waiting for.
 */
export function prefetchLinkedRemotes(navigation: Navigation): () => void {
  const prefetchLinked = () => {
    for (const remote of linkedRemotes(document, window.location.pathname)) {
      void prefetchRemote(remote);
    }
  };
  // Idle first: by then a navigation has rendered and its remote's load has begun.
  const schedule = () =>
    whenIdle(() => {
      const pageRemote = remoteForPath(window.location.pathname);
      if (!pageRemote) prefetchLinked();
      else void remoteSettled(pageRemote.name).then(() => whenIdle(prefetchLinked));
    });
  schedule();
  return navigation.subscribe(schedule);
}
