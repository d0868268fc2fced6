// A route's remote code, fetched in parallel: the chunks the exposed lifecycles import
// are listed in the remote's mf-manifest.json, so they are requested together with the
// entry instead of one import after another. Links to remotes the page offers are
// prefetched when the browser is idle (see prefetch.ts).
import { EXPOSED_LIFECYCLES } from '@module-feedback/federation/contract';

interface ExposeAssets {
  path?: unknown;
  assets?: { js?: { sync?: unknown } };
}

/** The URLs of the chunks the lifecycles load at once, per the federation manifest. */
export function lifecycleChunks(federationManifest: unknown, entry: string): string[] {
  const exposes = (federationManifest as { exposes?: unknown } | undefined)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const lifecycles = (exposes as ExposeAssets[]).find(
    (expose) => expose.path === EXPOSED_LIFECYCLES,
  );
  const files = lifecycles?.assets?.js?.sync;
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, entry).href);
}

/** Adds a <link rel> per URL not linked yet; crossorigin as module imports are fetched. */
export function linkResources(rel: 'modulepreload' | 'prefetch', urls: string[]): void {
  const linked = new Set(
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel="modulepreload"], link[rel="prefetch"]',
      ),
    ].map((link) => link.href),
  );
  for (const url of urls) {
    if (linked.has(url)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = url;
    link.crossOrigin = 'anonymous';
    if (rel === 'prefetch') link.as = 'script';
    document.head.append(link);
    linked.add(url);
  }
}
