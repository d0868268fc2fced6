// A route's remote code, fetched in parallel: the chunks the exposed lifecycles import
// are listed in the remote's mf-manifest.json (the contract's lifecycle-assets reads them),
// so they are requested together with the entry instead of one import after another. Links
// to remotes the page offers are prefetched (see prefetch.ts).
/**
 * Adds a <link rel> per URL not linked yet: modulepreload and prefetch for module chunks,
 * preload for a stylesheet the remote adds later. All crossorigin, as module imports are
 * fetched and as Vite's loader links a chunk's stylesheet: a preload in another mode would
 * not be reused and the file would be fetched twice. A module preload carries the
 * integrity `integrity` names for its URL (the import map names it too).
 */
export function linkResources(
  rel: 'modulepreload' | 'prefetch' | 'preload',
  urls: string[],
  integrity: Record<string, string> = {},
): void {
  const linked = new Set(
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel="modulepreload"], link[rel="prefetch"], link[rel="preload"]',
      ),
    ].map((link) => link.href),
  );
  for (const url of urls) {
    if (linked.has(url)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = url;
    link.crossOrigin = 'anonymous';
    if (rel === 'modulepreload' && integrity[url]) link.integrity = integrity[url];
    if (rel === 'preload') link.as = 'style';
    if (rel === 'prefetch') link.as = 'script';
    document.head.append(link);
    linked.add(url);
  }
}
