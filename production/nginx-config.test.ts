// The production setup's nginx serves a checkout from a folder only its owner can read (as
// `mktemp -d` makes): started as root, its workers run as the invoking user rather than
// `nobody`. Checked with the real nginx on a loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../api/src/config';
import { ensureDebianPackage } from '../scripts/ensure-debian-package.mjs';
import { freePort } from './free-port';
import { nginxConfig, remoteRoots, workerUser } from './nginx-config';

const NGINX = '/usr/sbin/nginx';
const READY_TIMEOUT_MS = 10_000;

describe('the nginx configuration', () => {
  it('runs the workers as the given user, and names none when nginx does not start as root', () => {
    const setup = (user: string | undefined) =>
      nginxConfig({
        listenPort: 1,
        apiPorts: [2],
        site: loadConfig({}).frontends,
        remoteRoots: [],
        workDir: '/tmp/unused',
        workerUser: user,
      });
    expect(setup('alice')).toMatch(/^user alice;$/m);
    expect(setup(undefined)).not.toMatch(/^user /m);
    expect(workerUser()).toBe(process.geteuid?.() === 0 ? userInfo().username : undefined);
  });
});

describe('nginx serving a checkout only its owner can read', () => {
  let root: string;
  let nginx: ChildProcess | undefined;
  let url: string;

  beforeAll(async () => {
    ensureDebianPackage(NGINX, 'nginx');
    root = mkdtempSync(path.join(tmpdir(), 'mf-nginx-owner-only-'));
    const shellDir = path.join(root, 'checkout', 'shell', 'dist');
    mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><title>Module Feedback</title>',
    );
    writeFileSync(path.join(shellDir, 'assets', 'app-1234.js'), 'console.log(1);');
    const workDir = path.join(root, 'work');
    mkdirSync(workDir);
    const site = { ...loadConfig({ DATA_DIR: path.join(root, 'data') }).frontends, shellDir };
    const port = await freePort();
    const conf = path.join(workDir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        listenPort: port,
        apiPorts: [await freePort()],
        site,
        remoteRoots: remoteRoots(site, workDir),
        workDir,
        workerUser: workerUser(),
      }),
    );
    nginx = spawn(NGINX, ['-c', conf, '-p', workDir], { stdio: 'ignore' });
    url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      try {
        await fetch(url);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell and its assets', async () => {
    expect(statSync(root).mode & 0o077).toBe(0);
    const page = await fetch(`${url}/results`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Module Feedback');
    expect((await fetch(`${url}/assets/app-1234.js`)).status).toBe(200);
  });
});
