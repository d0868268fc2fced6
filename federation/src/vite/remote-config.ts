// A remote: its own Vite app exposing single-spa lifecycles, built into a versioned,
// immutable artefact that works under any path or origin.
import { federation } from '@module-federation/vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { latestBuildDir } from '../artefacts/latest-build';
import { stagingDir, type ArtefactDescription } from '../artefacts/package-artefact';
import {
  EXPOSED_LIFECYCLES,
  REMOTE_ENTRY_FILE,
  remoteByFolder,
  type DeployDescriptor,
} from '../contract';
import { versionedArtefact } from './artefact-plugin';
import { API_PATHS, BUILD, devProxy } from './build-settings';
import { precompressBuild } from './precompress';
import { singletonImports } from './singleton-imports';
import { trimmedWebFonts } from './web-fonts';
import {
  installedVersion,
  primeReactSubpathsOfRemote,
  sharedSingletons,
  singletonRequirements,
} from './singletons';

const FEDERATION_PLUGIN = '@module-federation/vite';

/**
 * `vite preview` serves the latest artefact at its root, as a static host would, and
 * follows `vite build --watch`: each request goes to the build that is latest then.
 */
function previewLatestArtefact(distDir: string): Plugin {
  return {
    name: 'module-feedback:preview-latest-artefact',
    config(_config, env) {
      return env.isPreview ? { build: { outDir: distDir } } : null;
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const latest = latestBuildDir(distDir);
        if (!latest) {
          response.statusCode = 404;
          response.end(`Nothing to preview: build first (${distDir} has no build).`);
          return;
        }
        request.url = `/${path.basename(latest)}${request.url ?? '/'}`;
        next();
      });
    },
  };
}

export interface RemoteOptions {
  /** What the remote's pages GET as they start (deploy.json's startupData). */
  startupData?: DeployDescriptor['startupData'];
}

/**
 * `workspace` is the remote's folder (`new URL('.', import.meta.url)` in its
 * vite.config.ts); its name says which remote it is, so a copy of it builds the same remote.
 */
export function remoteViteConfig(
  workspace: URL,
  plugins: PluginOption[],
  options: RemoteOptions = {},
): UserConfig {
  const workspaceDir = fileURLToPath(workspace);
  const remote = remoteByFolder(path.basename(workspaceDir));
  const distDir = path.join(workspaceDir, 'dist');
  let imports: DeployDescriptor['imports'] = {};
  const describe = (): ArtefactDescription => {
    const manifest = JSON.parse(readFileSync(path.join(workspaceDir, 'package.json'), 'utf8'));
    return {
      remote: remote.name,
      packageVersion: manifest.version,
      exposes: [EXPOSED_LIFECYCLES],
      sharedContract: installedVersion('@module-feedback/shared', workspaceDir),
      singletons: singletonRequirements(workspaceDir),
      startupData: options.startupData,
      imports,
      builtWith: {
        [FEDERATION_PLUGIN]: installedVersion(FEDERATION_PLUGIN, workspaceDir),
        vite: installedVersion('vite', workspaceDir),
      },
    };
  };
  return {
    // Relative asset URLs: the same build works from /remotes/<folder>/<version>/, a CDN or any origin.
    base: './',
    plugins: [
      singletonImports((found) => (imports = found)),
      ...plugins,
      trimmedWebFonts(),
      precompressBuild(),
      versionedArtefact(describe),
      previewLatestArtefact(distDir),
      federation({
        name: remote.name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { [EXPOSED_LIFECYCLES]: './src/lifecycles.tsx' },
        shared: sharedSingletons(workspaceDir, primeReactSubpathsOfRemote(remote.folder)),
        manifest: true,
        dts: false,
        // Shares load when first imported, not all at start-up ('version-first' would fetch
        // every listed share before the page's code runs). Singletons still resolve to the
        // one the shell registered first.
        shareStrategy: 'loaded-first',
      }),
    ],
    build: { ...BUILD, outDir: stagingDir(distDir), emptyOutDir: true },
    server: {
      port: remote.devPort,
      strictPort: true,
      origin: `http://localhost:${remote.devPort}`,
      cors: true,
      proxy: devProxy(API_PATHS),
    },
    preview: { port: remote.devPort, strictPort: true, cors: true },
  };
}
