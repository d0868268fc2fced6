// A rolling upgrade as the production recipe does it (production/rolling-upgrade.ts): two
// instances of version N behind nginx under a steady load of reads and writes, each replaced
// by version N+1 in turn, with no failed request and no lost write.
//
// N is this server as `npm start` runs it; N+1 is the same server plus one additive
// migration (test/support/next-version-server.ts), applied by the first N+1 instance while
// the N instance beside it keeps serving. Afterwards an N instance still starts on the
// migrated database, so going back needs no restore.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@module-feedback/test-support/free-port';
import { nginxConfig } from '@module-feedback/production/nginx-config';
import { NGINX, startNginx, type NginxProcess } from '@module-feedback/production/nginx-process';
import { upgradeOneByOne } from '@module-feedback/production/rolling-upgrade';
import { run } from '@module-feedback/test-support/api-command';
import { ensureDebianPackage } from '../../scripts/ensure-debian-package.mjs';
import { connectDatabase } from '../src/db/database';
import { login } from './support/fixtures';
import { client } from './support/http';
import { createTestDatabase, targets, type Target, type TestDatabase } from './support/server';
import { API_ROOT } from './support/server-process';

const STAFF = { username: 'upgrade.operator', password: 'upgrade operator password' };
const READY_TIMEOUT_MS = 60_000;
const ENTRIES = { N: 'src/cli/server.ts', 'N+1': 'test/support/next-version-server.ts' };
type Version = keyof typeof ENTRIES;

interface Instance {
  version: Version;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

describe.each(targets())('a rolling upgrade behind nginx on %s', (target: Target) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let workDir: string;
  let nginx: NginxProcess | undefined;
  const running: Instance[] = [];

  async function startInstance(version: Version, port: number): Promise<Instance> {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRIES[version]], {
      cwd: API_ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const instance: Instance = {
      version,
      port,
      child,
      async stop() {
        child.kill('SIGTERM');
        await exited;
        running.splice(running.indexOf(instance), 1);
      },
    };
    running.push(instance);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${version} on ${port} exited`);
      const ready = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => undefined);
      if (ready?.ok) return instance;
      if (Date.now() > deadline) throw new Error(`${version} on ${port} was not ready in time`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    ensureDebianPackage(NGINX, 'nginx');
    database = await createTestDatabase(target);
    env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      LOG_REQUESTS: 'false',
      NODE_ENV: 'development',
    };
    // A database with data: the embedded one is then not seeded with the demo data.
    const staff = await run(
      'create-staff',
      ['--username', STAFF.username, '--password', STAFF.password],
      env,
    );
    expect(staff.code).toBe(0);
    workDir = mkdtempSync(path.join(tmpdir(), 'mf-rolling-upgrade-'));
    // nginx's workers (an unprivileged user when the test runs as root) use folders in here.
    chmodSync(workDir, 0o711);
  });

  afterAll(async () => {
    if (nginx?.child.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.child.once('exit', resolve));
      nginx.child.kill('SIGTERM');
      await exited;
    }
    await Promise.all([...running].map((instance) => instance.stop()));
    await database?.drop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  // Five server starts on a busy machine: bounded, but not by the suite's 30 s default.
  it(
    'replaces each instance by the next version with no failed request and no lost write',
    { timeout: 180_000 },
    async () => {
      const instances = [
        await startInstance('N', await freePort()),
        await startInstance('N', await freePort()),
      ];
      const listenPort = await freePort();
      const config = (drainedPorts: number[]) =>
        nginxConfig({
          listenPort,
          apiPorts: instances.map((instance) => instance.port),
          workDir,
          drainedPorts,
        });
      nginx = startNginx(workDir, config([]), (command, args) =>
        spawn(command, args, { stdio: 'ignore' }),
      );
      const balanced = client(`http://127.0.0.1:${listenPort}`);
      await expect
        .poll(async () => (await balanced.get('/ready').catch(() => null))?.status)
        .toBe(200);
      const { access } = await login(balanced, STAFF.username, STAFF.password);

      // The load: readers and writers through nginx until the upgrade is over.
      resent = 0;
      let phase = 'N';
      const done: Record<string, { reads: number; writes: number }> = {};
      const failures: string[] = [];
      const confirmed: string[] = [];
      let loading = true;
      let next = 0;
      const count = (kind: 'reads' | 'writes') => {
        const figures = (done[phase] ??= { reads: 0, writes: 0 });
        figures[kind] += 1;
      };
      const reader = async () => {
        while (loading) {
          const reply = await asBrowsersDo(() => balanced.get('/api/modules/'));
          if (reply instanceof Error || reply.status !== 200)
            failures.push(`read: ${explain(reply)}`);
          else count('reads');
        }
      };
      const writer = async () => {
        while (loading) {
          const code = `UPG${next++}`;
          const reply = await asBrowsersDo(() =>
            balanced.post('/api/newmodule/', { code, title: `Upgrade ${code}` }, { token: access }),
          );
          if (reply instanceof Error || reply.status !== 201) {
            failures.push(`write ${code}: ${explain(reply)}`);
          } else {
            confirmed.push(code);
            count('writes');
          }
        }
      };
      const load = [reader(), reader(), writer(), writer()];
      await sleep(500);

      let replaced = 0;
      const upgraded = await upgradeOneByOne(instances, {
        drain: (ports) => nginx!.reload(config(ports)),
        async startSuccessor(old) {
          const successor = await startInstance('N+1', old.port);
          replaced += 1;
          phase = replaced === instances.length ? 'N+1' : 'N and N+1';
          await sleep(500);
          return successor;
        },
      });
      await sleep(500);
      loading = false;
      await Promise.all(load);

      expect(failures).toEqual([]);
      console.info(`rolling upgrade on ${target}: ${JSON.stringify(done)}, ${resent} resent`);
      expect(upgraded.map((instance) => instance.version)).toEqual(['N+1', 'N+1']);
      // Both versions served side by side, reading and writing, before and after.
      for (const served of ['N', 'N and N+1', 'N+1']) {
        expect(done[served]?.reads, served).toBeGreaterThan(0);
        expect(done[served]?.writes, served).toBeGreaterThan(0);
      }
      const connection = connectDatabase(database);
      try {
        const codes = (await connection.db.selectFrom('modules').select('code').execute()).map(
          (row) => row.code,
        );
        expect(codes.filter((code) => code.startsWith('UPG')).sort()).toEqual(
          [...confirmed].sort(),
        );
        const migrations = await connection.db
          .selectFrom('kysely_migration' as never)
          .select('name' as never)
          .execute();
        expect(migrations.map((row) => (row as { name: string }).name)).toContain(
          '9999-next-version',
        );
      } finally {
        await connection.db.destroy();
      }

      // Going back: version N still starts on the database N+1 migrated, and writes to it.
      const back = await startInstance('N', await freePort());
      const direct = client(`http://127.0.0.1:${back.port}`);
      const reply = await direct.post(
        '/api/newmodule/',
        { code: 'BACK1', title: 'Back on N' },
        { token: access },
      );
      expect(reply.status).toBe(201);
    },
  );
});

let resent = 0;

/**
 * A reloaded nginx closes its old workers' idle keep-alive connections, and a request the
 * client sent on one just then meets a closed socket before any answer: an orderly close, or a
 * reset when the request reached the socket as it closed (the kernel answers unread data with
 * RST). Browsers send such a request again on another connection (nginx never read it); so
 * does this load, counting it
 * (fetch may pick another pooled connection the old worker closed too, hence a few tries).
 * Nothing else is retried: any other failure fails the test, and a write sent twice would
 * meet its own unique code (409).
 */
async function asBrowsersDo<T>(request: () => Promise<T>): Promise<T | Error> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const closed = /other side closed|ECONNRESET/.test(String((error as Error).cause));
      if (!closed || attempt === 3) return error as Error;
      resent += 1;
    }
  }
}

function explain(reply: Error | { status: number; body: unknown }): string {
  return reply instanceof Error
    ? `${reply.name}: ${reply.message} ${String(reply.cause ?? '')}`
    : `${reply.status} ${JSON.stringify(reply.body)}`;
}
