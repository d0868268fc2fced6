// Builds the plain-SPA reference (a production build, minified) into bench/plain-spa/dist with
// what the shell's build does for any page (its target and module preloads, trimmed web fonts,
// precompressed files) and none of what it does for the federation (the plugin, its share
// chunks and start-up preloads, the theme stylesheets picked at run time). Built on every
// benchmark run: it takes seconds, and a fresh build can never be stale.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { BUILD, precompressBuild, trimmedWebFonts } from '@module-feedback/federation/vite';

const APP_DIR = path.dirname(fileURLToPath(import.meta.url));
export const PLAIN_SPA_DIST = path.join(APP_DIR, 'dist');

export async function buildPlainSpa(): Promise<string> {
  await build({
    configFile: false,
    root: APP_DIR,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), trimmedWebFonts(), precompressBuild()],
    build: {
      ...BUILD,
      outDir: PLAIN_SPA_DIST,
      emptyOutDir: true,
      // One bundle is what a plain SPA of this size ships: Vite's warning about it is noise.
      chunkSizeWarningLimit: 1024,
    },
  });
  return PLAIN_SPA_DIST;
}
