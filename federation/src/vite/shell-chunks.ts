// How the shell's build is cut into chunks. Its own pages load in as few requests as a plain
// single-page app: every module the entry imports statically goes into one chunk,
// `first-load`. Left alone, the bundler splits off each module that a lazily loaded chunk (a
// remote's share, the remote support) also uses, which on the first load costs one request
// per piece (PrimeReact's base, its icons, React's runtime…) for modules that load anyway.
// The federation runtime, loaded only when a remote is wanted, is `federation-runtime`, a
// name the tests and the benchmark know it by. What the shell provides remotes beyond its own
// pages (PrimeReact's components, the rest of `shared`) is one chunk, `remote-shares`, but
// for the components only one remote uses, which are that remote's chunk,
// `remote-shares-<folder>`: left alone it would be a chunk per component and per piece that
// two components have in common (a remote's route asked for sixteen of them, six at a time
// over HTTP/1.1, while the page was starting), and in one chunk every remote's route would
// compile the others' components too (the staff pages' multiselect, the sign-in page's
// password field: a third of it). Each module is still in exactly one chunk, so the
// singletons stay single.
import type { Plugin } from 'vite';
import { REMOTE_FOLDERS } from '../contract';
import { PROVIDED_SHARES_ID } from './provided-shares';

/** The modules `entries` import statically, directly or not, the entries themselves left out. */
export function staticGraph(
  entries: string[],
  importedIds: (id: string) => readonly string[],
): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    for (const imported of importedIds(id)) {
      if (found.has(imported) || entries.includes(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  for (const entry of entries) visit(entry);
  return found;
}

export const FEDERATION_RUNTIME_CHUNK = 'federation-runtime';
const FEDERATION_RUNTIME = /[\\/]@module-federation[\\/]/;
const REMOTE_SHARES_CHUNK = 'remote-shares';
/** The chunk of the shares only the remote in `folder` uses. */
const remoteSharesChunkOf = (folder: string) => `${REMOTE_SHARES_CHUNK}-${folder}`;
/**
 * `shared`'s entry module stays a chunk of its own, outside `remote-shares`: a small facade
 * whose exports the build lists by name (deploy.json's `provides.exports`, checked against
 * what remotes import), `export *` included, which a module's own export list is not.
 */
export const SHARED_ENTRY = /\/shared\/src\/index\.tsx?$/;

/**
 * Whether a share's module is one the shell's own code imports lazily too (shared's table
 * imports PrimeReact's DataTable when a table is first shown): not only the provided shares'
 * module, which imports every share dynamically, as a remote asks for it.
 */
export const isLazyShare = (dynamicImporters: readonly string[]): boolean =>
  dynamicImporters.some((importer) => importer !== PROVIDED_SHARES_ID);

/**
 * The chunk of each module the shares import that the first load does not have: the shares'
 * modules and all they import statically, less the lazy shares and what only they bring
 * (which keep chunks of their own, so that loading the rest does not load them). A module
 * only one remote's shares bring goes into that remote's chunk (`chunkOfShare` names it for
 * each share; undefined for the common one), any other into `remote-shares`. So does one a
 * lazy share brings too: in a remote's chunk, the table would load the staff pages' chunk for
 * the number input of its paginator (and left out of every chunk, the bundler would still put
 * it in the chunk of a module there that imports it).
 */
export function remoteShareChunks(
  shares: readonly string[],
  lazyShares: readonly string[],
  chunkOfShare: (id: string) => string | undefined,
  importedIds: (id: string) => readonly string[],
  firstLoad: Set<string>,
): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const share of shares.filter((id) => !lazyShares.includes(id))) {
    const chunk = chunkOfShare(share) ?? REMOTE_SHARES_CHUNK;
    for (const id of [share, ...staticGraph([share], importedIds)]) {
      if (firstLoad.has(id) || SHARED_ENTRY.test(id)) continue;
      const earlier = chunks.get(id);
      chunks.set(id, earlier === undefined || earlier === chunk ? chunk : REMOTE_SHARES_CHUNK);
    }
  }
  for (const id of staticGraph([...lazyShares], importedIds)) {
    if (chunks.has(id)) chunks.set(id, REMOTE_SHARES_CHUNK);
  }
  return chunks;
}

/**
 * `oneRemoteShares`: the shares only one remote uses, by name, with its folder (see
 * singletons' primeReactSubpathsOfOneRemote).
 */
export function shellChunks(oneRemoteShares: Record<string, string> = {}): Plugin {
  let firstLoad = new Set<string>();
  let shareChunks = new Map<string, string>();
  const shareChunkNames = [
    REMOTE_SHARES_CHUNK,
    ...REMOTE_FOLDERS.map((folder) => remoteSharesChunkOf(folder)),
  ];
  return {
    name: 'module-feedback:shell-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // Chunking runs after buildEnd, when the graph below is known.
            codeSplitting: {
              groups: [
                { name: 'first-load', test: (id) => firstLoad.has(id) },
                { name: FEDERATION_RUNTIME_CHUNK, test: FEDERATION_RUNTIME },
                ...shareChunkNames.map((name) => ({
                  name,
                  test: (id: string) => shareChunks.get(id) === name,
                })),
              ],
            },
          },
        },
      },
    }),
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const importedIds = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      firstLoad = staticGraph(entries, importedIds);
      const shares = this.getModuleInfo(PROVIDED_SHARES_ID)?.dynamicallyImportedIds ?? [];
      const lazyShares = shares.filter((id) =>
        isLazyShare(this.getModuleInfo(id)?.dynamicImporters ?? []),
      );
      // Resolved as the module that provides the shares imports them.
      const oneRemoteChunks = new Map<string, string>();
      for (const [name, folder] of Object.entries(oneRemoteShares)) {
        const resolved = await this.resolve(name, PROVIDED_SHARES_ID);
        if (resolved) oneRemoteChunks.set(resolved.id, remoteSharesChunkOf(folder));
      }
      shareChunks = remoteShareChunks(
        shares,
        lazyShares,
        (id) => oneRemoteChunks.get(id),
        importedIds,
        firstLoad,
      );
    },
  };
}
