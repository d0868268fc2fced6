// Builds what is missing or out of date: each frontend (one at a time: builds are
// CPU-heavy) and the compiled server. Used by `npm start` and the production setup.
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { onSignal, run } from './children.mjs';
import {
  frontends,
  productionBuildEnv,
  ROOT,
  serverStaleReason,
  staleReason,
} from './frontends.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Held while building, so two `npm start`s in one checkout never build the same folder at once. */
const BUILD_LOCK = path.join(ROOT, 'node_modules', '.module-feedback-build.lock');
const STALE_LOCK_MS = 15 * 60_000;
let holdingLock = false;

function releaseLock() {
  if (holdingLock) rmSync(BUILD_LOCK, { recursive: true, force: true });
  holdingLock = false;
}
onSignal(releaseLock);

async function acquireBuildLock() {
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      holdingLock = true;
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs;
      if (age > STALE_LOCK_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * A remote's build adds a new version folder beside the old ones. The shell builds into
 * dist.next, swapped in afterwards: a server already serving dist keeps working during the
 * build (vite empties its output folder first).
 */
async function buildFrontend(workspace) {
  const options = { cwd: ROOT, env: productionBuildEnv(), stdio: ['ignore', 'ignore', 'inherit'] };
  const args = ['run', 'build', '--silent', '-w', workspace];
  if (workspace !== 'shell') return run(npm, args, options);
  const next = path.join(ROOT, workspace, 'dist.next');
  const status = await run(npm, [...args, '--', '--outDir', 'dist.next'], options);
  if (status !== 0) return status;
  const dist = path.join(ROOT, workspace, 'dist');
  const old = path.join(ROOT, workspace, 'dist.old');
  rmSync(old, { recursive: true, force: true });
  try {
    renameSync(dist, old);
  } catch {
    // first build: nothing to move aside
  }
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
  return 0;
}

const buildServer = () =>
  run(process.execPath, [path.join(ROOT, 'api', 'build.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** Builds every stale part; exits the process with a hint when a build fails. */
export async function buildStale() {
  const stale = () => frontends().filter((workspace) => staleReason(workspace));
  if (stale().length === 0 && !serverStaleReason()) return;
  await acquireBuildLock();
  try {
    // Another `npm start` may have built some of them while this one waited.
    for (const workspace of stale()) {
      console.log(`Building ${workspace} (${staleReason(workspace)})…`);
      if ((await buildFrontend(workspace)) !== 0) {
        console.error(
          `Building ${workspace} failed; run "npm run build -w ${workspace}" to see why.`,
        );
        process.exit(1);
      }
    }
    if (serverStaleReason() && (await buildServer()) !== 0) {
      console.error('Compiling the server failed; run "npm run build -w api" to see why.');
      process.exit(1);
    }
  } finally {
    releaseLock();
  }
}
