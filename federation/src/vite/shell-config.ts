// The shell: a host with no remotes known at build time; it registers them from the
// runtime manifest, and tells each remote's check which singletons it provides.
import { federation } from '@module-federation/vite';
import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';
import { API_PATHS, BUILD, devProxy } from './build-settings';
import { precompressBuild } from './precompress';
import { shareChunksInHtml } from './share-chunks';
import { shellArtefact } from './shell-artefact';
import { startupPreloads } from './startup-preloads';
import { themeStylesheetsInHtml } from './theme-stylesheets';
import { trimmedWebFonts } from './web-fonts';
import { primeReactSubpathsInUse, providedSingletons, sharedSingletons } from './singletons';

/** The name the shell's code reads the provided singletons by (replaced at build time). */
const PROVIDED_SINGLETONS_CONSTANT = '__PROVIDED_SINGLETONS__';

/** Entry points of the singletons that modules import besides the shares' own names. */
const SINGLETON_ENTRY_POINTS = ['react-dom/client', 'react/jsx-runtime'];

/** `workspace` is the shell's folder (`new URL('.', import.meta.url)` in its vite.config.ts). */
export function shellViteConfig(workspace: URL, plugins: PluginOption[]): UserConfig {
  const workspaceDir = fileURLToPath(workspace);
  const provided = providedSingletons(workspaceDir);
  const shared = sharedSingletons(workspaceDir, primeReactSubpathsInUse());
  return {
    base: '/',
    define: { [PROVIDED_SINGLETONS_CONSTANT]: JSON.stringify(provided) },
    plugins: [
      ...plugins,
      trimmedWebFonts(),
      startupPreloads(),
      shareChunksInHtml(Object.keys(shared)),
      themeStylesheetsInHtml(),
      precompressBuild(),
      // After the compression: deploy.json lists the compressed variants too.
      shellArtefact(workspaceDir, provided, [...Object.keys(shared), ...SINGLETON_ENTRY_POINTS]),
      federation({
        name: 'shell',
        remotes: {},
        shared,
        dts: false,
        // Shares load when first imported, not all at start-up ('version-first' would fetch
        // every listed share before the page's code runs). Singletons still resolve to the
        // one the shell registered first.
        shareStrategy: 'loaded-first',
      }),
    ],
    build: BUILD,
    server: {
      port: 5173,
      strictPort: true,
      // In development the API server also serves the remotes' builds and their manifest.
      proxy: devProxy([...API_PATHS, '/remotes', '/remotes.json', '/health']),
    },
  };
}
