// A second writer on the same SQLite file (another instance, seed, create-staff, a backup)
// holding the write lock: the server keeps answering while its write waits, answers that
// write with a quick 503 when the lock stays taken, and completes it when the lock frees.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../src/db/database';
import { DEFAULT_DATABASE_LIMITS } from '../src/config';
import type { SignedInAccount } from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import type { TestServer } from './support/server';

const LOCK_TIMEOUT_MS = 500;

describe('another process holding the SQLite write lock', () => {
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;
  let other: SQLite.Database;

  beforeAll(async () => {
    ({ server, api, staff } = await startScenario('sqlite', {
      databaseLimits: {
        ...DEFAULT_DATABASE_LIMITS,
        poolSize: 1,
        connectTimeoutMs: 1_000,
        queryTimeoutMs: 1_000,
        lockTimeoutMs: LOCK_TIMEOUT_MS,
      },
    }));
    other = new SQLite(path.join(server.config.dataDir, SQLITE_FILE_NAME));
  });
  afterAll(async () => {
    if (other?.inTransaction) other.exec('rollback');
    other?.close();
    await server?.close();
  });

  const newYear = (year: number) => api.post('/api/newyear/', { year }, { token: staff.access });

  it('keeps answering while a write waits, then refuses that write quickly with 503', async () => {
    other.exec('begin immediate');
    try {
      const started = performance.now();
      const write = newYear(2150);
      // While the write waits for the lock: health and reads answer at once, also those
      // that need the database connection (a signed-in caller, an uncached list).
      await new Promise((resolve) => setTimeout(resolve, LOCK_TIMEOUT_MS / 5));
      for (const read of [
        () => api.get('/health'),
        () => api.get('/api/academicyears/'),
        () => api.get('/api/feedbacks/', { token: staff.access }),
      ]) {
        const readStarted = performance.now();
        expect((await read()).status).toBe(200);
        expect(performance.now() - readStarted).toBeLessThan(200);
      }

      const refused = await write;
      const waited = performance.now() - started;
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.body.message).toMatch(/busy/);
      expect(waited).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(LOCK_TIMEOUT_MS + 1_000);
    } finally {
      other.exec('rollback');
    }
  });

  it('completes a waiting write once the lock is released in time', async () => {
    other.exec('begin immediate');
    const write = newYear(2151);
    setTimeout(() => other.exec('commit'), LOCK_TIMEOUT_MS / 4);
    expect((await write).status).toBe(201);
  });

  it('waits for the lock in transactions too (deleting a year with its feedback)', async () => {
    const created = await newYear(2152);
    other.exec('begin immediate');
    const removal = api.delete(`/api/deleteyear/${created.body.id}/?force=true`, {
      token: staff.access,
    });
    setTimeout(() => other.exec('commit'), LOCK_TIMEOUT_MS / 4);
    expect((await removal).status).toBe(204);
  });
});
