// The shell's start-up waits for modules the federation runtime imports dynamically: the
// chunk of `@module-feedback/shared` (the shell's own copy of the singleton, which the
// runtime hands out) and the runtime's pending-shares step. Vite's module preload only
// covers static imports, so these were fetched one after another once the runtime got to
// them; listing them in index.html fetches them with everything else.
import type { Plugin } from 'vite';
import { chunksOf, withStaticImports, type Bundle, type OutputChunk } from './chunk-closure';

const SHARED_ENTRY = /\/shared\/src\/index\.tsx?$/;
const PENDING_SHARES = 'pendingShares';

/** The start-up chunks the runtime imports dynamically, with everything they import statically. */
export function startupChunks(bundle: Bundle): OutputChunk[] {
  return withStaticImports(
    bundle,
    chunksOf(bundle).filter(
      (chunk) => chunk.name === PENDING_SHARES || SHARED_ENTRY.test(chunk.facadeModuleId ?? ''),
    ),
  );
}

/** The Vite plugin: a modulepreload link per start-up chunk, a preload per stylesheet of theirs. */
export function startupPreloads(): Plugin {
  return {
    name: 'module-feedback:startup-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        // The shell is built with base '/'.
        const base = '/';
        const linked = (file: string) => html.includes(`${base}${file}"`);
        const chunks = startupChunks(bundle);
        const scripts = chunks.map((chunk) => chunk.fileName).filter((file) => !linked(file));
        const styles = chunks
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
          .filter((file) => !linked(file));
        return [
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...[...new Set(styles)].map((file) => ({
            tag: 'link',
            // crossorigin as Vite's loader links it, so the preloaded file is reused.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
