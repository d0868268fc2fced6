// A PostgreSQL database that stops answering without closing its connections (through a
// TCP proxy the test controls): requests fail within the timeouts with 503, cached public
// lists are still served, readiness goes red and then green again, the instance recovers
// by itself, logs one line per outage, survives the stuck connections being reset, and
// still shuts down in time. The server runs as its own process, as in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client, type Reply } from './support/http';
import { createTestDatabase, targets, type TestDatabase } from './support/server';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const TIMEOUT_MS = 1_000;
/** Query timeout plus the client's grace, plus room for a busy machine. */
const FAILS_WITHIN_MS = 2 * TIMEOUT_MS + 1_500;
const SILENCE_MS = 10_000;
const SHUTDOWN_TIMEOUT_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

/** pino writes one JSON object per line; messages of the lines that parse. */
function logMessages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));
}

describe.runIf(targets().includes('postgres'))('a silent PostgreSQL database', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let api: Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const url = new URL(database.databaseUrl!);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({
      DATA_DIR: database.dataDir,
      DATABASE_URL: url.toString(),
      LOG_REQUESTS: 'false',
      RATE_LIMIT_LOGIN_MAX: '10000',
      DB_POOL_SIZE: '4',
      DB_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
      DB_QUERY_TIMEOUT_MS: String(TIMEOUT_MS),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });
    api = client(server.url);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await proxy?.close();
    await database?.drop();
  });

  const wrongLogin = () =>
    api.post('/api/accounts/token/', { username: 'nobody', password: 'wrong password' });

  /** Requests over the whole silence: each must end in time with 503 (or a cached 200). */
  async function duringSilence(): Promise<void> {
    const until = performance.now() + SILENCE_MS;
    const logins: Array<Promise<{ value: Reply; ms: number }>> = [];
    const lists: Array<Promise<{ value: Reply; ms: number }>> = [];
    while (performance.now() < until) {
      logins.push(timed(wrongLogin()));
      lists.push(timed(api.get('/api/modules/')));
      await sleep(250);
    }
    for (const login of await Promise.all(logins)) {
      expect(login.value.status).toBe(503);
      expect(login.ms).toBeLessThan(FAILS_WITHIN_MS);
      expect(login.value.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(login.value.body).toMatchObject({ statusCode: 503, message: expect.any(String) });
    }
    for (const list of await Promise.all(lists)) {
      expect(list.value.status).toBe(200);
      expect(list.ms).toBeLessThan(FAILS_WITHIN_MS);
    }
  }

  it('answers 503 in time, serves cached lists, and recovers by itself', async () => {
    expect((await api.get('/ready')).status).toBe(200);
    const modules = await api.get('/api/modules/');
    expect(modules.status).toBe(200);
    expect((await wrongLogin()).status).toBe(401);

    proxy.silence();
    const ready = await timed(api.get('/ready'));
    expect(ready.value.status).toBe(503);
    expect(ready.ms).toBeLessThan(FAILS_WITHIN_MS);
    expect((await api.get('/health')).status).toBe(200);
    await duringSilence();
    expect((await api.get('/api/modules/')).body).toEqual(modules.body);

    proxy.heal();
    await expect
      .poll(async () => (await api.get('/ready')).status, { timeout: 15_000, interval: 200 })
      .toBe(200);
    expect((await wrongLogin()).status).toBe(401);

    const messages = logMessages(server.output());
    expect(messages.filter((m) => m.startsWith('database unavailable'))).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('database available again'))).toHaveLength(1);
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('survives its stuck connections being reset, and reconnects', async () => {
    proxy.silence();
    const stuck = Array.from({ length: 4 }, () => wrongLogin());
    await sleep(TIMEOUT_MS / 2);
    proxy.resetAll();
    proxy.heal();
    for (const reply of await Promise.all(stuck)) expect([401, 503]).toContain(reply.status);
    await expect
      .poll(async () => (await wrongLogin()).status, { timeout: 15_000, interval: 200 })
      .toBe(401);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('finishes SIGTERM in time while the database is silent', async () => {
    proxy.silence();
    const pending = wrongLogin().catch(() => undefined);
    await sleep(100);
    const stopping = timed(server.exited);
    server.child.kill('SIGTERM');
    const { ms } = await stopping;
    expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2_000);
    await pending;
    proxy.heal();
  }, 30_000);
});
