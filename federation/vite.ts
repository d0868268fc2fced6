// Vite configuration the shell and the four remotes build with. One place decides what is
// shared and how a remote is packaged, so the remotes' vite.config.ts stay one-liners.
import { federation } from '@module-federation/vite';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';
import { precompressBuild } from './precompress.ts';
import {
  EXPOSED_LIFECYCLES,
  REMOTE_ENTRY_FILE,
  REMOTES,
  remoteByFolder,
  type RemoteFolder,
} from './remotes.ts';

const BUILD = {
  // Module-federation output needs top-level await and modern ESM.
  target: 'es2022',
  modulePreload: false,
  // The federation plugin's callbacks always top rolldown's timing report: noise on every build.
  rolldownOptions: { checks: { pluginTimings: false } },
} satisfies UserConfig['build'];

/** Where the dev servers forward API calls: API_ORIGIN, else the API server's default address. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
/** What every dev server, the shell's and a remote's standalone page, gets from the API server. */
const API_PATHS = ['/api', '/config.json'];

const devProxy = (paths: string[]) =>
  Object.fromEntries(paths.map((prefix) => [prefix, API_ORIGIN]));

/** A remote: its own Vite app, exposing single-spa lifecycles, deployable under any path. */
export function remoteViteConfig(folder: RemoteFolder, plugins: PluginOption[]): UserConfig {
  const remote = remoteByFolder(folder);
  const origin = `http://localhost:${remote.devPort}`;
  return {
    // Relative asset URLs: the same build works from /remotes/<folder>/, a CDN or any origin.
    base: './',
    plugins: [
      ...plugins,
      precompressBuild(),
      federation({
        name: remote.name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { [EXPOSED_LIFECYCLES]: './src/lifecycles.tsx' },
        shared: sharedSingletons(),
        manifest: true,
        dts: false,
      }),
    ],
    build: BUILD,
    server: {
      port: remote.devPort,
      strictPort: true,
      origin,
      cors: true,
      proxy: devProxy(API_PATHS),
    },
    preview: { port: remote.devPort, strictPort: true, cors: true },
  };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRIMEREACT_SUBPATH = /['"]primereact\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A subpath with JavaScript in it (primereact/menuitem, for one, holds only types). */
function isPrimeReactModule(subpath: string, root: string): boolean {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'node_modules', subpath, 'package.json'), 'utf8'),
    );
    return typeof manifest.module === 'string';
  } catch {
    return false;
  }
}

/** Every primereact/<subpath> module the shell and the remotes import (types and CSS aside). */
export function primeReactSubpathsInUse(root = ROOT): string[] {
  const found = new Set<string>();
  for (const folder of ['shell', ...REMOTES.map((remote) => remote.folder)]) {
    for (const file of sourceFiles(path.join(root, folder, 'src'))) {
      for (const [, subpath] of readFileSync(file, 'utf8').matchAll(PRIMEREACT_SUBPATH)) {
        if (subpath && isPrimeReactModule(`primereact/${subpath}`, root))
          found.add(`primereact/${subpath}`);
      }
    }
  }
  return [...found].sort();
}

/**
 * Loaded once per page and handed to every remote: one React (hooks break with two), one
 * PrimeReact (one config, one z-index stack) and one `shared` (one session, one API client).
 * PrimeReact is imported by subpath (primereact/button …) and each subpath is its own
 * share; they are listed one by one because a "primereact/" prefix share makes the dev
 * server load the package root, which needs optional packages (quill) we do not install.
 *
 * Listing every subpath any frontend uses also makes the shell provide each of them, one
 * PrimeReact build for the page: at startup the shell loads only the subpaths it imports
 * itself, and registers the others to load from its own build when a remote first asks.
 */
export function sharedSingletons() {
  const primeReact = Object.fromEntries(
    primeReactSubpathsInUse().map((subpath) => [
      subpath,
      { singleton: true, requiredVersion: '^10.9.0' },
    ]),
  );
  return {
    react: { singleton: true, requiredVersion: '^19.2.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
    ...primeReact,
    '@module-feedback/shared': { singleton: true, requiredVersion: '^1.0.0' },
  };
}

/** The shell: a host with no remotes known at build time; it registers them from the runtime manifest. */
export function shellViteConfig(plugins: PluginOption[]): UserConfig {
  return {
    base: '/',
    plugins: [
      ...plugins,
      precompressBuild(),
      federation({ name: 'shell', remotes: {}, shared: sharedSingletons(), dts: false }),
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
