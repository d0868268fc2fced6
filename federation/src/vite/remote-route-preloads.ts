// What the server links in the page of a remote's route, from the shell's build: the shell's
// files needed before anything of a remote can run (the chunk that starts the federation
// runtime, which is the shell's remote support, the runtime's chunk and the chunk of the
// shares it provides, with everything they import statically), and the shell's chunks of
// each share a remote may ask for. The shell's page alone asks for them one import after
// another once a remote is wanted; linked by the server, they come in with the shell's code.
import type { ShellDescriptor } from '../contract';
import { chunksOf, withStaticImports, type Bundle } from './chunk-closure';
import { PROVIDED_SHARES_ID } from './provided-shares';
import { shareChunks, shareChunksBesides, type ShareModules } from './share-chunks';
import { FEDERATION_RUNTIME_CHUNK } from './shell-chunks';

/** Chunks every page loads anyway: the entries and what they import statically. */
const firstLoadFiles = (bundle: Bundle) =>
  new Set(
    withStaticImports(
      bundle,
      chunksOf(bundle).filter((chunk) => chunk.isEntry),
    ).map((chunk) => chunk.fileName),
  );

/** The chunks, then their stylesheets: Vite's loader waits for those before it hands a chunk over. */
function withStyles(bundle: Bundle, files: string[]): string[] {
  const styles = files.flatMap((file) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
  });
  return [...files, ...new Set(styles)];
}

export function remoteRouteFiles(
  bundle: Bundle,
  shareModules: ShareModules,
): NonNullable<ShellDescriptor['remoteRoute']> {
  const chunks = chunksOf(bundle);
  const runtime = chunks.filter((chunk) => chunk.name === FEDERATION_RUNTIME_CHUNK);
  const shares = chunks.filter((chunk) => chunk.facadeModuleId === PROVIDED_SHARES_ID);
  const startsRuntime = chunks.filter((chunk) =>
    chunk.dynamicImports.some((file) => runtime.some((found) => found.fileName === file)),
  );
  const roots = [...startsRuntime, ...runtime, ...shares];
  const loaded = firstLoadFiles(bundle);
  const needed = withStaticImports(bundle, roots).filter((chunk) => !loaded.has(chunk.fileName));
  const isLoaded = (file: string) => loaded.has(file);
  return {
    preloads: withStyles(
      bundle,
      needed.map((chunk) => chunk.fileName),
    ),
    shareChunks: Object.fromEntries(
      Object.entries(shareChunksBesides(shareChunks(bundle, shareModules), isLoaded)).map(
        ([name, files]) => [name, withStyles(bundle, files)],
      ),
    ),
  };
}
