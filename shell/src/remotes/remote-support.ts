// Everything the shell does for remotes, in a chunk of its own: checking, loading and
// mounting them, developer overrides, previews, load reports and prefetching. The shell's own
// pages never wait for it (see on-demand.ts for when it loads).
import { showDeveloperOverrides } from './overrides/developer-overrides';
import { showPreview } from './previews/previews';
import { listenForSectionErrors } from './reports/version-reports';

export { RemoteSection } from './loading/RemoteSection';
export { startLoadingRemote } from './loading/load-remote';
export { prefetchLinkedRemotes } from './preloading/prefetch';

/**
 * Runs once, before any remote is loaded: an override decides where a remote comes from,
 * and a preview link's token goes with the manifest's request.
 */
export function prepareRemotes(): void {
  showDeveloperOverrides();
  showPreview();
  listenForSectionErrors();
}
