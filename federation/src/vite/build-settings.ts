// What the shell's and the remotes' Vite builds and dev servers have in common.
import type { UserConfig } from 'vite';

export const BUILD = {
  // Module-federation output needs top-level await and modern ESM.
  target: 'es2022',
  // <link rel="modulepreload"> for every chunk the page's entry imports statically, and
  // the dependencies of each dynamic import fetched with it: the browser requests them in
  // parallel instead of discovering one import after another. Every supported browser
  // preloads modules natively, so no polyfill.
  modulePreload: { polyfill: false },
  // The federation plugin's callbacks always top rolldown's timing report: noise on every build.
  rolldownOptions: { checks: { pluginTimings: false } },
} satisfies UserConfig['build'];

/** Where the dev servers forward API calls: API_ORIGIN, else the API server's default address. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
/** What every dev server, the shell's and a remote's standalone page, gets from the API server. */
export const API_PATHS = ['/api', '/config.json'];

export const devProxy = (paths: string[]) =>
  Object.fromEntries(paths.map((prefix) => [prefix, API_ORIGIN]));
