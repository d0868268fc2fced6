// What a remote's exposed lifecycles load, read from its federation manifest
// (mf-manifest.json): the chunks they import, and the stylesheets they add. The shell links
// them when it loads a remote, and the server in the page of a remote's route, so they are
// requested together with the entry instead of one import after another.
import { EXPOSED_LIFECYCLES } from './remotes';

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

interface ShareAssets {
  assets?: { js?: { sync?: unknown; async?: unknown } };
}

/** Every file the manifest lists among its shares' (the glue may be listed there instead). */
function shareFiles(federationManifest: unknown): unknown[] {
  const shared = (federationManifest as { shared?: unknown } | undefined)?.shared;
  if (!Array.isArray(shared)) return [];
  return (shared as (ShareAssets | null)[]).flatMap((share) => {
    const js = share?.assets?.js;
    return [js?.sync, js?.async].flatMap((files) => (Array.isArray(files) ? files : []));
  });
}

/**
 * The URLs of the chunks the lifecycles load, per the federation manifest: those they
 * import at once, and the share glue they import next. The manifest lists the glue among
 * the lifecycles' later chunks, or, when a share also loads lazily from within `shared`
 * (its table), among that share's files: looked for in both.
 */
export function lifecycleChunks(federationManifest: unknown, entry: string): string[] {
  const js = lifecyclesAssets(federationManifest)?.js;
  const glue = new Set(
    [...urlsOf(js?.async, entry), ...urlsOf(shareFiles(federationManifest), entry)].filter((url) =>
      SHARE_GLUE.test(url),
    ),
  );
  return [...urlsOf(js?.sync, entry), ...glue];
}

/** The URLs of the stylesheets the lifecycles add when they load. */
export function lifecycleStyles(federationManifest: unknown, entry: string): string[] {
  return urlsOf(lifecyclesAssets(federationManifest)?.css?.sync, entry);
}

/** The names of the shares a remote's federation manifest lists. */
export function sharesListed(federationManifest: unknown): string[] {
  const shared = (federationManifest as { shared?: unknown } | undefined)?.shared;
  return Array.isArray(shared)
    ? shared
        .map((share) => (share as { name?: unknown } | null)?.name)
        .filter((name): name is string => typeof name === 'string')
    : [];
}
