/**
 * Where the shell is deployed (its Vite base) as an absolute URL. The runtime manifest and
 * config sit there whatever route the page shows: resolving them against the page instead
 * would look for /results/remotes.json after a reload of /results/.
 */
export const appRootUrl = (): string =>
  new URL(import.meta.env.BASE_URL, window.location.origin).href;
