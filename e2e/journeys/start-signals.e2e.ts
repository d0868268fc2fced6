// `npm start` as an operator stops it: a SIGTERM to npm stops the server too (nothing is
// left serving), and a start script killed outright takes its server with it. Runs its own
// `npm start` (the frontends and the server are already built by the global setup).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '@module-feedback/test-support/free-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const dataDirs: string[] = [];
const groups: number[] = [];

afterEach(() => {
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already gone, as it should be
    }
  }
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts a command in a process group of its own, and waits until the server answers. */
async function startApp(
  command: string,
  args: string[],
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'module-feedback-signals-'));
  dataDirs.push(dataDir);
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
    },
  });
  groups.push(child.pid!);
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(() => answers(url), { timeout: STARTUP_TIMEOUT_MS, interval: 200 }).toBe(true);
  return { child, url };
}

/** Whether any process of the group still runs. */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

describe('stopping npm start', () => {
  it('stops the server when npm receives SIGTERM', async () => {
    const { child, url } = await startApp('npm', ['start']);
    child.kill('SIGTERM');
    await expect.poll(() => answers(url), { timeout: STOP_TIMEOUT_MS }).toBe(false);
    await expect.poll(() => groupAlive(child.pid!), { timeout: STOP_TIMEOUT_MS }).toBe(false);
  }, 90_000);

  it('stops the server when the start script is killed outright', async () => {
    const { child, url } = await startApp(process.execPath, ['scripts/start.mjs']);
    child.kill('SIGKILL');
    await expect.poll(() => answers(url), { timeout: STOP_TIMEOUT_MS }).toBe(false);
    await expect.poll(() => groupAlive(child.pid!), { timeout: STOP_TIMEOUT_MS }).toBe(false);
  }, 90_000);
});
