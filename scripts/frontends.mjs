// The separately built frontends (shell and remotes) and the compiled server, and whether
// each build is current. Shared by `npm start` and `npm run dev`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Sources every frontend build also depends on. */
const COMMON_SOURCES = ['shared/src', 'shared/package.json', 'federation', 'package-lock.json'];
/** Per frontend: what its build reads. */
const OWN_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

/** Workspaces whose package.json has a vite build: the shell and the remotes. */
export function frontends() {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return workspaces.filter((workspace) => existsSync(path.join(ROOT, workspace, 'vite.config.ts')));
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    )
      continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Written last by every build of a remote: which version folder is its latest (see federation/src/artefacts). */
const LATEST_BUILD_FILE = 'latest.json';

/**
 * Files every complete build has (the shell's page and its deploy.json, written last; a remote's latest
 * artefact), and the one whose time says when it was last built.
 */
function builtFiles(workspace) {
  const dist = path.join(ROOT, workspace, 'dist');
  if (workspace === 'shell') {
    const files = ['index.html', 'deploy.json'].map((file) => path.join(dist, file));
    return { files, stamp: files[0] };
  }
  const stamp = path.join(dist, LATEST_BUILD_FILE);
  let version;
  try {
    ({ version } = JSON.parse(readFileSync(stamp, 'utf8')));
  } catch {
    return { files: [stamp], stamp };
  }
  const artefact = ['remoteEntry.js', 'mf-manifest.json', 'deploy.json', 'index.html'].map((file) =>
    path.join(dist, String(version), file),
  );
  return { files: [stamp, ...artefact], stamp };
}

/** Why a build needs redoing, or null when its files all exist and its stamp is newer than its sources. */
function staleBuild({ files, stamp }, sources) {
  if (!files.every((file) => existsSync(file))) return 'not built yet, or its build is incomplete';
  const builtAt = statSync(stamp).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > builtAt);
  return changed ? `${path.relative(ROOT, changed)} changed since the last build` : null;
}

/** Why the frontend needs building, or null when its build is complete and newer than its sources. */
export function staleReason(workspace) {
  return staleBuild(builtFiles(workspace), [
    ...COMMON_SOURCES.map((source) => path.join(ROOT, source)),
    ...OWN_SOURCES.map((source) => path.join(ROOT, workspace, source)),
  ]);
}

/** The compiled server that `npm start` and production run (api/build.mjs). */
export const SERVER_ENTRY = path.join(ROOT, 'api', 'dist', 'server.js');

/** Why the server needs compiling, or null when api/dist is newer than its sources. */
export function serverStaleReason() {
  return staleBuild(
    { files: [SERVER_ENTRY], stamp: SERVER_ENTRY },
    [
      'api/src',
      'api/build.mjs',
      'api/package.json',
      'shared/src',
      'federation',
      'package-lock.json',
    ].map((source) => path.join(ROOT, source)),
  );
}

/**
 * The environment frontends are built in: a production build whoever runs `npm start`.
 * The e2e suite starts it from vitest, and the federation plugin switches itself off in a
 * test environment (NODE_ENV=test, VITEST, JEST_WORKER_ID), which would build remotes the
 * shell cannot load.
 */
export function productionBuildEnv(env = process.env) {
  const testMarkers = (key) =>
    key === 'VITEST' || key.startsWith('VITEST_') || key === 'JEST_WORKER_ID';
  const kept = Object.entries(env).filter(([key]) => !testMarkers(key));
  return { ...Object.fromEntries(kept), NODE_ENV: 'production' };
}
