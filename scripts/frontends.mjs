// The separately built frontends (shell and remotes) and whether each build is current.
// Shared by `npm start` and `npm run dev`.
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

/** Files every complete build has: the page, and for a remote its entry and manifest. */
function builtFiles(workspace) {
  const dist = path.join(ROOT, workspace, 'dist');
  const files = [
    'index.html',
    ...(workspace === 'shell' ? [] : ['remoteEntry.js', 'mf-manifest.json']),
  ];
  return files.map((file) => path.join(dist, file));
}

/** Why the frontend needs building, or null when its dist is complete and newer than its sources. */
export function staleReason(workspace) {
  const built = builtFiles(workspace);
  if (!built.every((file) => existsSync(file))) return 'not built yet, or its build is incomplete';
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const sources = [
    ...COMMON_SOURCES.map((source) => path.join(ROOT, source)),
    ...OWN_SOURCES.map((source) => path.join(ROOT, workspace, source)),
  ];
  const changed = sources.find((source) => newestMtime(source) > builtAt);
  return changed ? `${path.relative(ROOT, changed)} changed since the last build` : null;
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
