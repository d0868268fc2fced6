// The shell's build describes itself for deployment: deploy.json beside index.html lists
// every file with its sha384 and says what the shell provides to remotes (each singleton's
// version and the names it exports), for the server to check deploys against.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { packageShell } from '../artefacts/package-artefact';
import { SHELL_NAME, type ProvidedSingletons, type ShellDescriptor } from '../contract';
import { remoteRouteFiles } from './remote-route-preloads';
import type { ShareModules } from './share-chunks';
import { SHARED_ENTRY } from './shell-chunks';
import { installedVersion } from './singletons';
import { providedExportNames } from './singleton-imports';

const FEDERATION_PLUGIN = '@module-federation/vite';

/**
 * Runs after every other plugin has written (and compressed) the build. `sources` are the
 * singleton packages and entry points the shell shares; `shareModules` the module each of
 * them resolves to (filled in by the share-chunks plugin while the build runs).
 */
export function shellArtefact(
  workspaceDir: string,
  provided: ProvidedSingletons,
  sources: string[],
  shareModules: ShareModules,
): Plugin {
  let sharedExports: string[] = [];
  let remoteRoute: ShellDescriptor['remoteRoute'];
  return {
    name: 'module-feedback:shell-artefact',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The chunk the federation runtime hands out as `shared` (see SHARED_ENTRY): imported
      // as a namespace, it keeps every export, those of `export *` included.
      const chunk = Object.values(bundle).find(
        (output) => output.type === 'chunk' && SHARED_ENTRY.test(output.facadeModuleId ?? ''),
      );
      sharedExports = chunk?.type === 'chunk' ? chunk.exports : [];
      remoteRoute = remoteRouteFiles(bundle, shareModules);
      if (sharedExports.length === 0) {
        this.error('the shell build has no chunk of @module-feedback/shared');
      }
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(output) {
        if (!output.dir) return;
        const manifest = JSON.parse(readFileSync(path.join(workspaceDir, 'package.json'), 'utf8'));
        const singletons = Object.fromEntries(
          Object.entries(provided).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        );
        const { version } = packageShell(output.dir, {
          shell: SHELL_NAME,
          packageVersion: manifest.version,
          page: 'index.html',
          remoteRoute,
          provides: {
            singletons,
            exports: providedExportNames(workspaceDir, sources, sharedExports),
          },
          builtWith: {
            [FEDERATION_PLUGIN]: installedVersion(FEDERATION_PLUGIN, workspaceDir),
            vite: installedVersion('vite', workspaceDir),
          },
        });
        this.info(`shell ${version} in ${output.dir}`);
      },
    },
  };
}
