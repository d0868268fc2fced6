// A route's remote code, fetched in parallel: the chunks the exposed lifecycles import
// are listed in the remote's mf-manifest.json, so they are requested together with the
// entry instead of one import after another. Links to remotes the page offers are
// prefetched when the browser is idle (see prefetch.ts).
import { EXPOSED_LIFECYCLES } from '@module-feedback/federation/contract';

interface ExposeAssets {
  path?: unknown;
  assets?: {
    js?: { sync?: unknown; async?: unknown };
    css?: { sync?: unknown };
  };
}

/**
 * A chunk the lifecycles import later that only hands a share over from the page's provider
 * (the federation plugin names them `…__loadShare__…`): small and always needed. Other
 * asynchronous chunks are the remote's own copies of shared packages, never wanted here.
 */
const SHARE_GLUE = /__loadShare__/;

function lifecyclesAssets(federationManifest: unknown): ExposeAssets['assets'] {
  const exposes = (federationManifest as { exposes?: unknown } | undefined)?.exposes;
  if (!Array.isArray(exposes)) return undefined;
  return (exposes as ExposeAssets[]).find((expose) => expose.path === EXPOSED_LIFECYCLES)?.assets;
}

const urlsOf = (files: unknown, entry: string): string[] =>
  Array.isArray(files)
    ? files
        .filter((file): file is string => typeof file === 'string')
        .map((file) => new URL(file, entry).href)
    : [];

/**
 * The URLs of the chunks the lifecycles load, per the federation manifest: those they
 * import at once, and the share glue they import next.
 */
export function lifecycleChunks(federationManifest: unknown, entry: string): string[] {
  const js = lifecyclesAssets(federationManifest)?.js;
  return [
    ...urlsOf(js?.sync, entry),
    ...urlsOf(js?.async, entry).filter((url) => SHARE_GLUE.test(url)),
  ];
}

/** The URLs of the stylesheets the lifecycles add when they load. */
export function lifecycleStyles(federationManifest: unknown, entry: string): string[] {
  return urlsOf(lifecyclesAssets(federationManifest)?.css?.sync, entry);
}

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
