// Starts the app exactly as `npm start` does (node scripts/start.mjs: build what is stale,
// then serve) on a free loopback port with a fresh data folder, waits for /health, creates
// the staff account, and hands the base URL and staff credentials to every journey.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { Credentials } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    staffCredentials: Credentials;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const HOST = '127.0.0.1';
/** Builds of all five frontends on a busy 2-core machine can take minutes. */
const STARTUP_TIMEOUT_MS = 600_000;
const STAFF: Credentials = { username: 'e2e-staff', password: 'e2e-staff-password-1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`npm start exited with ${server.exitCode}; see e2e/artifacts/server.log`);
    }
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not become healthy in time; see e2e/artifacts/server.log`);
}

export default async function setup(project: TestProject) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'module-feedback-e2e-'));
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'false',
    // Journeys sign up many students from one address within minutes.
    RATE_LIMIT_SIGNUP_MAX: '1000',
    RATE_LIMIT_LOGIN_MAX: '1000',
  };

  const log = createWriteStream(path.join(ARTIFACTS, 'server.log'));
  // Its own process group, so teardown stops start.mjs, a running build and the server.
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };

  try {
    await waitForHealth(baseUrl, server);
    execFileSync(
      'npm',
      [
        'run',
        '--silent',
        'create-staff',
        '-w',
        'api',
        '--',
        '--username',
        STAFF.username,
        '--password',
        STAFF.password,
      ],
      { cwd: ROOT, env, stdio: 'ignore' },
    );
  } catch (error) {
    stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('staffCredentials', STAFF);

  return async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      stop();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
