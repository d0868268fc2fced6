// Writes the shell's chunks per share into its index.html (see the contract's share-chunks).
// A share the shell does not import itself is built into a chunk the federation plugin names
// after it (`…__prebuild__primereact_mf_1_datatable__prebuild__…`); the shell imports those
// only when a remote asks for the share.
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { SHARE_CHUNKS_ELEMENT_ID, shareNameInFiles, type ShareChunks } from '../contract';
import { chunksOf, withStaticImports, type Bundle } from './chunk-closure';

/** Each named share's own chunk, with what it imports statically; shares without one are left out. */
export function shareChunks(bundle: Bundle, shareNames: string[]): ShareChunks {
  const chunks = chunksOf(bundle);
  return Object.fromEntries(
    shareNames.flatMap((name) => {
      const tag = `__prebuild__${shareNameInFiles(name)}__prebuild__`;
      const own = chunks.find((chunk) => chunk.fileName.includes(tag));
      return own
        ? [[name, withStaticImports(bundle, [own]).map((chunk) => chunk.fileName)] as const]
        : [];
    }),
  );
}

/** The map as JSON in index.html, without the chunks the page links already (fetched anyway). */
export function shareChunksTag(
  html: string,
  bundle: Bundle,
  shareNames: string[],
): HtmlTagDescriptor {
  const unlinked = Object.fromEntries(
    Object.entries(shareChunks(bundle, shareNames)).map(([name, files]) => [
      name,
      files.filter((file) => !html.includes(`/${file}"`)),
    ]),
  );
  return {
    tag: 'script',
    attrs: { type: 'application/json', id: SHARE_CHUNKS_ELEMENT_ID },
    // "<" escaped: nothing in the data can close the script element.
    children: JSON.stringify(unlinked).replace(/</g, '\\u003c'),
    injectTo: 'head',
  };
}

/** The Vite plugin: writes the map into the shell's index.html, read when a remote loads. */
export function shareChunksInHtml(shareNames: string[]): Plugin {
  return {
    name: 'module-feedback:share-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? [shareChunksTag(html, bundle, shareNames)] : html),
    },
  };
}
