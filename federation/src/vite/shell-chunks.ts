// How the shell's build is cut into chunks. Its own pages load in as few requests as a plain
// single-page app: every module the entry imports statically goes into one chunk,
// `first-load`. Left alone, the bundler splits off each module that a lazily loaded chunk (a
// remote's share, the remote support) also uses, which on the first load costs one request
// per piece (PrimeReact's base, its icons, React's runtime…) for modules that load anyway.
// The federation runtime, loaded only when a remote is wanted, is `federation-runtime`, a
// name the tests and the benchmark know it by. Each module is still in exactly one chunk, so
// the singletons stay single.
import type { Plugin } from 'vite';

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

export function shellChunks(): Plugin {
  let firstLoad = new Set<string>();
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
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      firstLoad = staticGraph(entries, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
}
