// The links the page of a remote's route carries besides the shell's own code. The shell's
// code alone would ask for the remote one step after another (its remote support, then the
// runtime manifest and the remote's checks, then its entry and chunks); linked here, they are
// all on their way with the shell's code. The remote's deploy.json and federation manifest
// come in the page itself, which saves two requests; the shell still checks the deploy.json's
// sha384 against the runtime manifest. Every script of the remote keeps the integrity its
// deploy.json lists. A browser given a canary, an override or a preview loads another version
// and leaves these unused.
import {
  DEPLOY_DESCRIPTOR_FILE,
  lifecycleChunks,
  lifecycleStyles,
  MF_MANIFEST_FILE,
  parseDeployDescriptor,
  REMOTES,
  REMOTES_MANIFEST_FILE,
  sharesListed,
  startupDataFor,
  type DeployDescriptor,
  type ManifestEntry,
  type Remote,
} from '@module-feedback/federation/contract';
import type { LiveState } from '../deployments/live-state';
import type { StoredFiles } from './stored-files';
import type { StoredFile } from '../deployments/artefact-store';
import { attribute, embeddedResponse } from './shell-page';

/** The remote whose section a path shows, in any case (the shell's router ignores case). */
export function remoteOfPage(pathname: string): Remote | undefined {
  const path = pathname.toLowerCase();
  return REMOTES.find(({ route }) => path === route || path.startsWith(`${route}/`));
}

const modulePreload = (href: string, integrity?: string) =>
  `<link rel="modulepreload" crossorigin href="${attribute(href)}"` +
  (integrity ? ` integrity="${attribute(integrity)}"` : '') +
  ' />';

/** Fetched as the shell fetches it (same-origin credentials), so the browser reuses it. */
const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}" />`;

/** As Vite's loader links a chunk's stylesheet, so the browser reuses it. */
const stylePreload = (href: string) =>
  `<link rel="preload" as="style" crossorigin href="${attribute(href)}" />`;

/** A chunk or stylesheet of the shell's build. */
const shellFilePreload = (file: string) =>
  file.endsWith('.css') ? stylePreload(`/${file}`) : modulePreload(`/${file}`);

/** What a version of a remote links, and the shares it lists (the shell's chunks of them vary). */
interface RemoteVersionPreloads {
  links: string[];
  shares: string[];
  startupData: DeployDescriptor['startupData'];
}

/** Per stored version of a remote: its files never change, so this is read once. */
const byVersion = new Map<string, Promise<RemoteVersionPreloads>>();
/** Versions kept: a few deploys' worth, far fewer than the versions a server may store. */
const KEPT_VERSIONS = 32;

/** Paths inside the page's origin: the entry's own URL only serves to resolve relative paths. */
const ORIGIN = 'http://page.invalid';

async function remoteVersionPreloads(
  remote: Remote,
  live: ManifestEntry & { version: string },
  files: StoredFiles,
): Promise<RemoteVersionPreloads> {
  const folder = live.entry.slice(0, live.entry.lastIndexOf('/') + 1);
  const [descriptorFile, manifestFile] = await Promise.all([
    files.get(remote.folder, live.version, DEPLOY_DESCRIPTOR_FILE),
    files.get(remote.folder, live.version, MF_MANIFEST_FILE),
  ]);
  const inPageOrLinked = (file: string, stored: StoredFile | undefined) => {
    const path = `${folder}${file}`;
    return (stored && embeddedResponse(path, stored.content)) ?? fetchPreload(path);
  };
  const links = [
    inPageOrLinked(DEPLOY_DESCRIPTOR_FILE, descriptorFile),
    inPageOrLinked(MF_MANIFEST_FILE, manifestFile),
    modulePreload(live.entry, live.integrity),
  ];
  const parsed =
    descriptorFile && parseDeployDescriptor(JSON.parse(descriptorFile.content.toString('utf8')));
  if (!parsed || !('descriptor' in parsed) || !manifestFile)
    return { links, shares: [], startupData: undefined };
  const listed = parsed.descriptor.files;
  const manifest: unknown = JSON.parse(manifestFile.content.toString('utf8'));
  const entry = `${ORIGIN}${live.entry}`;
  const inArtefact = (url: string) => new URL(url).pathname.slice(folder.length);
  for (const url of lifecycleChunks(manifest, entry)) {
    const path = new URL(url).pathname;
    links.push(modulePreload(path, listed[inArtefact(url)]?.integrity));
  }
  for (const url of lifecycleStyles(manifest, entry))
    links.push(stylePreload(new URL(url).pathname));
  return { links, shares: sharesListed(manifest), startupData: parsed.descriptor.startupData };
}

function cachedRemoteVersionPreloads(
  remote: Remote,
  live: ManifestEntry & { version: string },
  files: StoredFiles,
): Promise<RemoteVersionPreloads> {
  const key = `${remote.folder}/${live.version}`;
  let found = byVersion.get(key);
  if (!found) {
    found = remoteVersionPreloads(remote, live, files);
    // A failed read (a corrupt file, the database away) is tried again next time.
    found.catch(() => byVersion.delete(key));
    if (byVersion.size >= KEPT_VERSIONS) byVersion.delete(byVersion.keys().next().value!);
    byVersion.set(key, found);
  }
  return found;
}

/**
 * `apiBase` is where browsers reach the API when that is this page's origin (the runtime
 * config's apiBaseUrl, '' for the page's own); undefined when the API is elsewhere, whose
 * answers are then not preloaded.
 */
export async function remoteRoutePreloads(
  pathname: string,
  state: LiveState,
  files: StoredFiles,
  apiBase: string | undefined,
): Promise<string[]> {
  const remote = remoteOfPage(pathname);
  if (!remote) return [];
  const shellRoute = state.shell?.descriptor.remoteRoute;
  const shellFiles = [
    ...(shellRoute?.preloads ?? []).map(shellFilePreload),
    fetchPreload(`/${REMOTES_MANIFEST_FILE}`),
  ];
  const live = state.manifest[remote.name];
  if (!live?.version) return shellFiles;
  let version: RemoteVersionPreloads;
  try {
    version = await cachedRemoteVersionPreloads(remote, { ...live, version: live.version }, files);
  } catch {
    // Only a head start: the remote's own load reports what is wrong with its files.
    return shellFiles;
  }
  const shareFiles = version.shares.flatMap((name) => shellRoute?.shareChunks[name] ?? []);
  // The page's start-up data, which the shell requests ahead too (without credentials).
  const startupData =
    apiBase === undefined
      ? []
      : startupDataFor(version.startupData, pathname).map((path) =>
          fetchPreload(`${apiBase}${path}`),
        );
  return [
    ...shellFiles,
    ...startupData,
    ...version.links,
    ...[...new Set(shareFiles)].map(shellFilePreload),
  ];
}
