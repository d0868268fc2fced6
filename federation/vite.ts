// Vite configuration the shell and the four remotes build with. One place decides what is
// shared and how a remote is packaged, so the remotes' vite.config.ts stay one-liners.
import { federation } from '@module-federation/vite';
import type { PluginOption, UserConfig } from 'vite';
import {
  EXPOSED_LIFECYCLES,
  REMOTE_ENTRY_FILE,
  remoteByFolder,
  type RemoteFolder,
} from './remotes.ts';

/**
 * Loaded once per page and handed to every remote: one React (hooks break with two), one
 * PrimeReact (one config, one z-index stack) and one `shared` (one session, one API client).
 * PrimeReact is imported by subpath (primereact/button …): the trailing slash shares every
 * subpath under the prefix.
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'primereact/': { singleton: true, requiredVersion: '^10.9.0' },
  '@module-feedback/shared': { singleton: true, requiredVersion: '^1.0.0' },
};

const BUILD = {
  // Module-federation output needs top-level await and modern ESM.
  target: 'es2022',
  modulePreload: false,
  // The federation plugin's callbacks always top rolldown's timing report: noise on every build.
  rolldownOptions: { checks: { pluginTimings: false } },
} satisfies UserConfig['build'];

/** A remote: its own Vite app, exposing single-spa lifecycles, deployable under any path. */
export function remoteViteConfig(folder: RemoteFolder, plugins: PluginOption[]): UserConfig {
  const remote = remoteByFolder(folder);
  const origin = `http://localhost:${remote.devPort}`;
  return {
    // Relative asset URLs: the same build works from /remotes/<folder>/, a CDN or any origin.
    base: './',
    plugins: [
      ...plugins,
      federation({
        name: remote.name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { [EXPOSED_LIFECYCLES]: './src/lifecycles.tsx' },
        shared: SHARED_SINGLETONS,
        manifest: true,
        dts: false,
      }),
    ],
    build: BUILD,
    server: { port: remote.devPort, strictPort: true, origin, cors: true },
    preview: { port: remote.devPort, strictPort: true, cors: true },
  };
}

/** The shell: a host with no remotes known at build time; it registers them from the runtime manifest. */
export function shellViteConfig(plugins: PluginOption[], devProxyTarget: string): UserConfig {
  const proxied = ['/api', '/remotes', '/remotes.json', '/config.json', '/health'];
  return {
    base: '/',
    plugins: [
      ...plugins,
      federation({ name: 'shell', remotes: {}, shared: SHARED_SINGLETONS, dts: false }),
    ],
    build: BUILD,
    server: {
      port: 5173,
      strictPort: true,
      // In development the API server serves the API and the remotes' builds.
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, devProxyTarget])),
    },
  };
}
