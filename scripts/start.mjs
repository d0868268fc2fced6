// npm start: build each frontend whose build is missing or out of date (one at a time:
// builds are CPU-heavy), then run the server, which serves the API, the shell and the
// remotes on one port. PORT, HOST, DATA_DIR, DATABASE_URL … pass straight through.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { frontends, productionBuildEnv, ROOT, staleReason } from './frontends.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Held while building, so two `npm start`s in one checkout never build the same folder at once. */
const BUILD_LOCK = path.join(ROOT, 'node_modules', '.module-feedback-build.lock');
const STALE_LOCK_MS = 15 * 60_000;
let current;
let holdingLock = false;

function releaseLock() {
  if (holdingLock) rmSync(BUILD_LOCK, { recursive: true, force: true });
  holdingLock = false;
}

// Ctrl-C or a SIGTERM during a build or while serving stops the child too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    releaseLock();
    if (current) current.kill(signal);
    else process.exit(1);
  });
}

function run(command, args, options) {
  return new Promise((resolve) => {
    current = spawn(command, args, options);
    current.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

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
 * Builds into dist.next and then swaps it in: a server already serving dist keeps working
 * during the build (vite empties its output folder first).
 */
async function build(workspace) {
  const next = path.join(ROOT, workspace, 'dist.next');
  const status = await run(
    npm,
    ['run', 'build', '--silent', '-w', workspace, '--', '--outDir', 'dist.next'],
    {
      cwd: ROOT,
      env: productionBuildEnv(),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
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

const stale = () => frontends().filter((workspace) => staleReason(workspace));
if (stale().length > 0) {
  await acquireBuildLock();
  try {
    // Another `npm start` may have built some of them while this one waited.
    for (const workspace of stale()) {
      console.log(`Building ${workspace} (${staleReason(workspace)})…`);
      const status = await build(workspace);
      if (status !== 0) {
        console.error(
          `Building ${workspace} failed; run "npm run build -w ${workspace}" to see why.`,
        );
        process.exit(status);
      }
    }
  } finally {
    releaseLock();
  }
}

// The server itself, not npm: signals reach it directly and it can shut down cleanly.
const status = await run(
  process.execPath,
  ['--import', 'tsx', path.join('src', 'cli', 'server.ts')],
  {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
  },
);
process.exit(status);
