import { chmodSync, closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite, retryWhileLocked } from './sqlite';

const dir = mkdtempSync(path.join(tmpdir(), 'mf-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('openSqlite', () => {
  it('flushes every commit (WAL, synchronous=FULL) and never busy-waits in the driver', () => {
    const sqlite = openSqlite(path.join(dir, 'durable.sqlite'));
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(0);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    sqlite.close();
  });

  it('creates the file owner-only, and makes an existing one owner-only', () => {
    const fresh = path.join(dir, 'fresh.sqlite');
    openSqlite(fresh).close();
    expect(statSync(fresh).mode & 0o777).toBe(0o600);
    const existing = path.join(dir, 'existing.sqlite');
    closeSync(openSync(existing, 'w', 0o644));
    chmodSync(existing, 0o644);
    openSqlite(existing).close();
    expect(statSync(existing).mode & 0o777).toBe(0o600);
  });
});

describe('retryWhileLocked', () => {
  it('retries a locked attempt on timers until it succeeds', async () => {
    let attempts = 0;
    const result = await retryWhileLocked(() => {
      attempts += 1;
      if (attempts < 4) throw busy();
      return 'done';
    }, 1_000);
    expect(result).toBe('done');
    expect(attempts).toBe(4);
  });

  it('gives up with SQLITE_BUSY once the timeout has passed, and keeps the loop free', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await expect(retryWhileLocked(() => Promise.reject(busy()), 200)).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    });
    clearInterval(ticker);
    expect(performance.now() - started).toBeLessThan(600);
    expect(ticks).toBeGreaterThan(5);
  });

  it('does not retry other errors', async () => {
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      throw Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    };
    await expect(retryWhileLocked(failing, 1_000)).rejects.toThrow('constraint');
    expect(attempts).toBe(1);
  });

  it('waits for a real lock another connection holds', async () => {
    const file = path.join(dir, 'locked.sqlite');
    const ours = openSqlite(file);
    ours.exec('create table t (x integer)');
    const theirs = new SQLite(file);
    theirs.exec('begin immediate');
    setTimeout(() => theirs.exec('commit'), 100);
    await retryWhileLocked(() => ours.prepare('insert into t values (1)').run(), 2_000);
    expect(ours.prepare('select count(*) as n from t').get()).toEqual({ n: 1 });
    ours.close();
    theirs.close();
  });
});
