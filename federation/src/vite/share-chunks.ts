// Writes the shell's chunks per share into its index.html (see the contract's share-chunks).
// A share the shell's own pages do not import is built into a chunk (see shell-chunks.ts),
// imported only when a remote asks for the share; the chunk is found by the module the share's
// name resolves to. A share the shell's own code imports lazily (the table's DataTable) is
// left out: it loads when a page first needs it, not ahead with the remote.
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { SHARE_CHUNKS_ELEMENT_ID, type ShareChunks } from '../contract';
import { chunksOf, withStaticImports, type Bundle } from './chunk-closure';
import { PROVIDED_SHARES_ID } from './provided-shares';
import { isLazyShare } from './shell-chunks';

/** Share name → the id of the module it resolves to in the build. */
export type ShareModules = Record<string, string>;

/** The chunk holding each share's module, with what it imports statically. */
export function shareChunks(bundle: Bundle, modules: ShareModules): ShareChunks {
  const chunks = chunksOf(bundle);
  return Object.fromEntries(
    Object.entries(modules).flatMap(([name, id]) => {
      const own = chunks.find((chunk) => chunk.moduleIds.includes(id));
      return own
        ? [[name, withStaticImports(bundle, [own]).map((chunk) => chunk.fileName)] as const]
        : [];
    }),
  );
}

/** The map without the files a page has loaded anyway; shares left with none are left out. */
export function shareChunksBesides(
  chunks: ShareChunks,
  loaded: (file: string) => boolean,
): ShareChunks {
  return Object.fromEntries(
    Object.entries(chunks)
      .map(([name, files]) => [name, files.filter((file) => !loaded(file))] as const)
      .filter(([, files]) => files.length > 0),
  );
}

/** The map as JSON in index.html, without the chunks the page links already (fetched anyway). */
export function shareChunksTag(
  html: string,
  bundle: Bundle,
  modules: ShareModules,
): HtmlTagDescriptor {
  const unlinked = shareChunksBesides(shareChunks(bundle, modules), (file) =>
    html.includes(`/${file}"`),
  );
  return {
    tag: 'script',
    attrs: { type: 'application/json', id: SHARE_CHUNKS_ELEMENT_ID },
    // "<" escaped: nothing in the data can close the script element.
    children: JSON.stringify(unlinked).replace(/</g, '\\u003c'),
    injectTo: 'head',
  };
}

/**
 * The Vite plugin: writes the map into the shell's index.html, read when a remote loads.
 * `modules` is filled in with the module each share resolves to, lazy shares left out (the
 * shell's artefact reads it).
 */
export function shareChunksInHtml(shareNames: string[], modules: ShareModules): Plugin {
  return {
    name: 'module-feedback:share-chunks',
    apply: 'build',
    async buildEnd() {
      for (const name of shareNames) {
        // Resolved as the module that provides the shares imports it.
        const resolved = await this.resolve(name, PROVIDED_SHARES_ID);
        if (resolved && !isLazyShare(this.getModuleInfo(resolved.id)?.dynamicImporters ?? []))
          modules[name] = resolved.id;
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? [shareChunksTag(html, bundle, modules)] : html),
    },
  };
}
