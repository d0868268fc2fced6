// The embedded database: one SQLite file in the data folder.
//
// Durability: with WAL and synchronous=FULL every commit is flushed to disk before it is
// confirmed, so a confirmed write survives a crash of the machine or its filesystem
// (NORMAL may lose the last commits).
//
// Another writer on the same file (a second instance, seed, create-staff, a backup) holds
// the write lock for a while. SQLite's own busy handler would wait by sleeping inside the
// driver, freezing the event loop, so it is off (busy_timeout=0): a statement that finds
// the lock taken is retried on timers until lockTimeoutMs has passed, then fails with
// SQLITE_BUSY (answered 503). Transactions take the lock when they begin (BEGIN
// IMMEDIATE): a transaction that has read cannot then be refused the lock halfway.
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
} from 'kysely';
import { ensurePrivateFile } from '../private-files';

export function openSqlite(file: string): SQLite.Database {
  ensurePrivateFile(file);
  const sqlite = new SQLite(file, { timeout: 0 });
  // WAL lets readers run while a write is in progress; foreign keys are off by default.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

const isBusy = (error: unknown) =>
  /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown } | null)?.code));

/** Runs attempt until it does not find the database locked, or until timeoutMs has passed. */
export async function retryWhileLocked<T>(
  attempt: () => T | Promise<T>,
  timeoutMs: number,
  pause: (ms: number) => Promise<unknown> = sleep,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (let pauseMs = 1; ; pauseMs = Math.min(pauseMs * 2, 25)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || performance.now() + pauseMs > deadline) throw error;
      await pause(pauseMs);
    }
  }
}

/**
 * Kysely's driver (one connection, lent to one caller at a time), with statements retried
 * while another process holds the lock. Between attempts of a statement outside a
 * transaction nothing is in progress on the connection, so it is lent to other requests
 * meanwhile: their reads do not wait behind a write that waits for the lock.
 */
class LockWaitingDriver extends SqliteDriver {
  /** Inside BEGIN IMMEDIATE … COMMIT this process holds the lock: no statement waits. */
  #inTransaction = false;

  constructor(
    database: SQLite.Database,
    private readonly lockTimeoutMs: number,
  ) {
    super({ database });
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    return {
      executeQuery: <R>(query: CompiledQuery) =>
        this.#inTransaction
          ? inner.executeQuery<R>(query)
          : retryWhileLocked(
              () => inner.executeQuery<R>(query),
              this.lockTimeoutMs,
              (ms) => this.#pauseUnlocked(ms),
            ),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
        inner.streamQuery<R>(query, chunkSize),
    };
  }

  async #pauseUnlocked(ms: number) {
    await super.releaseConnection();
    await sleep(ms);
    await super.acquireConnection();
  }

  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    this.#inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection) {
    try {
      await super.commitTransaction(connection);
    } finally {
      this.#inTransaction = false;
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      this.#inTransaction = false;
    }
  }
}

export function sqliteDialect(database: SQLite.Database, lockTimeoutMs: number): Dialect {
  const standard = new SqliteDialect({ database });
  return {
    createAdapter: () => standard.createAdapter(),
    createQueryCompiler: () => standard.createQueryCompiler(),
    createIntrospector: (db) => standard.createIntrospector(db),
    createDriver: () => new LockWaitingDriver(database, lockTimeoutMs),
  };
}
