// The shell: an ordinary Vite app with no remotes known at build time. It starts the
// federation runtime only when a remote is needed, registers the remotes from the runtime
// manifest, and tells each remote's check which singletons it provides.
import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';
import { API_PATHS, BUILD, devProxy } from './build-settings';
import { precompressBuild } from './precompress';
import { shellChunks } from './shell-chunks';
import { shareChunksInHtml, type ShareModules } from './share-chunks';
import { shellArtefact } from './shell-artefact';
import { inlinedClassicScripts } from './inline-scripts';
import { themeStylesheetsInHtml } from './theme-stylesheets';
import { trimmedWebFonts } from './web-fonts';
import { providedSharesModule, type ShareProvision } from './provided-shares';
import { singletonPackageOf } from './singleton-imports';
import {
  primeReactSubpathsInUse,
  primeReactSubpathsOfOneRemote,
  providedSingletons,
  sharedSingletons,
  singletonRequirements,
} from './singletons';

/** The name the shell's code reads the provided singletons by (replaced at build time). */
const PROVIDED_SINGLETONS_CONSTANT = '__PROVIDED_SINGLETONS__';

/** Entry points of the singletons that modules import besides the shares' own names. */
const SINGLETON_ENTRY_POINTS = ['react-dom/client', 'react/jsx-runtime'];

/** `workspace` is the shell's folder (`new URL('.', import.meta.url)` in its vite.config.ts). */
export function shellViteConfig(workspace: URL, plugins: PluginOption[]): UserConfig {
  const workspaceDir = fileURLToPath(workspace);
  const provided = providedSingletons(workspaceDir);
  const required = singletonRequirements(workspaceDir);
  const shareNames = [
    ...Object.keys(sharedSingletons(workspaceDir, primeReactSubpathsInUse())),
    ...SINGLETON_ENTRY_POINTS,
  ];
  const shares: Record<string, ShareProvision> = Object.fromEntries(
    shareNames.map((name) => [name, required[singletonPackageOf(name)!]!]),
  );
  const shareModules: ShareModules = {};
  return {
    base: '/',
    define: { [PROVIDED_SINGLETONS_CONSTANT]: JSON.stringify(provided) },
    plugins: [
      ...plugins,
      inlinedClassicScripts(workspaceDir),
      trimmedWebFonts(),
      providedSharesModule(shares),
      shellChunks(primeReactSubpathsOfOneRemote()),
      shareChunksInHtml(Object.keys(shares), shareModules),
      themeStylesheetsInHtml(),
      precompressBuild(),
      // After the compression: deploy.json lists the compressed variants too.
      shellArtefact(workspaceDir, provided, Object.keys(shares), shareModules),
    ],
    // One stylesheet for all the shell's own CSS, the remote support's banners and the
    // shares' tables included (3 KB more on its first load): split, a remote's route asked for
    // two more files, which on a machine of two cores cost more than their bytes.
    build: { ...BUILD, cssCodeSplit: false },
    server: {
      port: 5173,
      strictPort: true,
      // In development the API server also serves the remotes' builds and their manifest.
      proxy: devProxy([...API_PATHS, '/remotes', '/remotes.json', '/health']),
    },
  };
}
