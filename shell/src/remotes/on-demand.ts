// When the shell's remote support (remote-support.ts) loads. A page without a remote does not
// need it, so its first load carries none of it: it loads at once on a remote's route, or
// when the tab carries an override or a preview for it to act on; elsewhere when the visitor
// shows they may open a remote (pointing at, focusing or touching a link to one), or when a
// remote's route is opened.
import { onDemand, type OnDemand } from '@module-feedback/shared/shell-pages';
import { OVERRIDES_STORAGE_KEY } from './overrides/override-keys';
import { PREVIEW_STORAGE_KEY } from './previews/preview-keys';
import { keptUnlessFailed } from './kept-unless-failed';
import type * as Support from './remote-support';
import { remoteForPath } from './targets/route-remote';

export type RemoteSupport = typeof Support;

/**
 * The remote support, prepared to run remotes; a chunk that did not arrive is asked for again.
 * Kept once in, so a later remote route renders it without a loading step.
 */
export const REMOTE_SUPPORT: OnDemand<RemoteSupport> = onDemand(
  keptUnlessFailed(() =>
    import('./remote-support').then((support) => {
      support.prepareRemotes();
      return support;
    }),
  ),
);

export const remoteSupport = REMOTE_SUPPORT.load;

/**
 * Whether the tab carries something only the remote support acts on: parameters in the
 * address (an override or a preview link's), or an override or preview kept from before.
 */
export function remoteSupportPending(
  location: Location = window.location,
  local: Storage = window.localStorage,
  session: Storage = window.sessionStorage,
): boolean {
  return (
    location.search !== '' ||
    local.getItem(OVERRIDES_STORAGE_KEY) !== null ||
    session.getItem(PREVIEW_STORAGE_KEY) !== null
  );
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Calls `onIntent` once, the first time a link to a remote's route is pointed at, focused or touched. */
export function onRemoteLinkIntent(onIntent: () => void, doc: Document = document): () => void {
  const listener = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    if (!remoteForPath(link.pathname)) return;
    stop();
    onIntent();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, listener, true);
  };
  for (const type of INTENT_EVENTS) {
    doc.addEventListener(type, listener, { capture: true, passive: true });
  }
  return stop;
}

interface Navigation {
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Loads the remote support as soon as it is wanted (see above), then has it prefetch the
 * remotes the page links to.
 */
export function loadRemoteSupportWhenWanted(navigation: Navigation): void {
  const load = () =>
    remoteSupport().then(
      (support) => support.prefetchLinkedRemotes(navigation),
      // The section of a remote's route asks again, and says so if it fails.
      (error: unknown) => console.debug('The remote support could not be loaded yet', error),
    );
  if (remoteForPath(window.location.pathname) || remoteSupportPending()) {
    void load();
    return;
  }
  const stopListening = onRemoteLinkIntent(() => {
    unsubscribe();
    void load();
  });
  const unsubscribe = navigation.subscribe(({ location }) => {
    if (!remoteForPath(location.pathname)) return;
    unsubscribe();
    stopListening();
    void load();
  });
}
