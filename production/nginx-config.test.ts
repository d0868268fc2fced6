// The production setup's nginx works from a folder only its owner can reach (as `mktemp -d`
// makes): started as root, its workers run as the invoking user rather than `nobody`, so
// they can write the proxy's temporary files and cache there. Checked with the real nginx
// on a loopback port, in front of a small server standing in for an instance.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDebianPackage } from '../scripts/ensure-debian-package.mjs';
import { freePort } from '@module-feedback/test-support/free-port';
import { nginxConfig, workerUser } from './nginx-config';
import { NGINX } from './nginx-process';

const READY_TIMEOUT_MS = 10_000;
/** Larger than nginx's proxy buffers: the answer passes through a temporary file. */
const SCRIPT = 'console.log(1);\n'.repeat(16_384);

describe('the nginx configuration', () => {
  it('runs the workers as the given user, and names none when nginx does not start as root', () => {
    const setup = (user: string | undefined) =>
      nginxConfig({ listenPort: 1, apiPorts: [2], workDir: '/tmp/unused', workerUser: user });
    expect(setup('alice')).toMatch(/^user alice;$/m);
    expect(setup(undefined)).not.toMatch(/^user /m);
    expect(workerUser()).toBe(process.geteuid?.() === 0 ? userInfo().username : undefined);
  });
});

describe('nginx working in a folder only its owner can reach', () => {
  let root: string;
  let instance: Server;
  let nginx: ChildProcess | undefined;
  let url: string;

  beforeAll(async () => {
    ensureDebianPackage(NGINX, 'nginx');
    root = mkdtempSync(path.join(tmpdir(), 'mf-nginx-owner-only-'));
    const workDir = path.join(root, 'work');
    mkdirSync(workDir);
    const apiPort = await freePort();
    instance = createServer((_request, reply) => {
      reply.writeHead(200, {
        'content-type': 'text/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      reply.end(SCRIPT);
    });
    await new Promise<void>((resolve) => instance.listen(apiPort, '127.0.0.1', resolve));
    const port = await freePort();
    const conf = path.join(workDir, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({ listenPort: port, apiPorts: [apiPort], workDir, workerUser: workerUser() }),
    );
    nginx = spawn(NGINX, ['-c', conf, '-p', workDir], { stdio: 'ignore' });
    url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      try {
        await fetch(`${url}/health`);
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
    await new Promise((resolve) => instance?.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('passes a large answer through its temporary files and serves it again from its cache', async () => {
    expect(statSync(root).mode & 0o077).toBe(0);
    for (const expected of ['MISS', 'HIT']) {
      const reply = await fetch(`${url}/assets/app-1234.js`);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toBe(SCRIPT);
      expect(reply.headers.get('x-cache-status')).toBe(expected);
    }
  });
});
