// Storage that refuses writes (a full or read-only disk, a read-only standby): reading,
// signing in and summaries keep working, and every write gets a clear 503, not a 500.
// On SQLite the server's own connection is switched to query_only (every write is
// refused as on a read-only disk) or capped at its current size (max_page_count: a full
// disk); on PostgreSQL the database is made read-only and its connections restarted, as
// after a failover to a standby.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createModule,
  createYear,
  feedbackBody,
  login,
  type SignedInAccount,
} from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { adminQuery, targets, type Target, type TestServer } from './support/server';

/** Makes the server's database refuse writes (read-only), or accept them again. */
async function setReadOnly(target: Target, server: TestServer, readOnly: boolean) {
  if (target === 'sqlite') {
    await sql.raw(`pragma query_only = ${readOnly ? 1 : 0}`).execute(server.app.appContext.db);
    return;
  }
  // Through the maintenance database: the test's own may be read-only by then.
  const name = new URL(server.config.databaseUrl!).pathname.slice(1);
  await adminQuery(
    `alter database ${name} ${readOnly ? 'set' : 'reset'} default_transaction_read_only` +
      (readOnly ? ' = on' : ''),
  );
  // The setting applies to new connections: end the pool's, which reconnects by itself.
  await adminQuery(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
  );
}

describe.each(targets())('storage that refuses writes, on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;
  let staff: SignedInAccount;

  beforeAll(async () => {
    ({ server, api, student, staff } = await startScenario(target));
  });
  afterAll(() => server?.close());

  it('keeps reading, signing in and summarising; writes get a clear 503', async () => {
    const module = await createModule(server);
    const year = await createYear(server);
    const first = await api.post('/api/newfeedback/', feedbackBody(module, year), {
      token: student.access,
    });
    expect(first.status).toBe(201);

    await setReadOnly(target, server, true);
    try {
      // Reading, signed in or not (the first read on PostgreSQL may meet a dropped connection).
      await expect
        .poll(async () => (await api.get('/api/modules/')).status, { timeout: 5_000 })
        .toBe(200);
      const list = await api.get(`/api/feedback/${module.code}`, { token: staff.access });
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(1);

      // Signing in, though the sign-in cannot be recorded.
      const tokens = await login(api, student.account.user.username);
      expect((await api.get('/api/feedback/' + module.code, { token: tokens.access })).status).toBe(
        200,
      );

      // Summaries, though they cannot be cached.
      const summary = await api.get(`/api/summarize-feedback/${module.code}/${year.year}`);
      expect(summary.status).toBe(200);
      expect(summary.body.summary_material).toContain('Clear notes');

      // Writes: 503 with a reason and Retry-After; nothing half-done.
      const years = (await api.get('/api/academicyears/')).body.length;
      const refused = await api.post('/api/newyear/', { year: 2190 }, { token: staff.access });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body).toMatchObject({
        statusCode: 503,
        message: expect.stringMatching(/saved/),
      });
      expect((await api.get('/api/academicyears/')).body).toHaveLength(years);
    } finally {
      await setReadOnly(target, server, false);
    }
    await expect
      .poll(
        async () =>
          (await api.post('/api/newyear/', { year: 2191 }, { token: staff.access })).status,
        { timeout: 5_000 },
      )
      .toBe(201);
  });
});

describe('a full disk under SQLite', () => {
  let server: TestServer;
  let api: Client;
  let student: SignedInAccount;

  beforeAll(async () => {
    ({ server, api, student } = await startScenario('sqlite'));
  });
  afterAll(() => server?.close());

  it('answers a write that needs more space with 503, and keeps serving reads', async () => {
    const module = await createModule(server);
    const year = await createYear(server);
    const db = server.app.appContext.db;
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${pages.rows[0]!.page_count}`).execute(db);
    try {
      const long = 'Detailed point about the labs. '.repeat(60).slice(0, 2000);
      const reply = await api.post(
        '/api/newfeedback/',
        feedbackBody(module, year, {
          materialFeedback: long,
          assessmentFeedback: long,
          lecturerFeedback: long,
        }),
        { token: student.access },
      );
      expect(reply.status).toBe(503);
      expect(reply.body.message).toMatch(/full or read-only/);
      expect((await api.get(`/api/feedback/${module.code}`)).body).toEqual([]);
    } finally {
      await sql.raw('pragma max_page_count = 1073741823').execute(db);
    }
  });
});
