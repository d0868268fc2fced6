// One factory for both databases: PostgreSQL when DATABASE_URL is set, otherwise an
// embedded SQLite file in the data folder. The rest of the code only sees Kysely.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect as KyselyDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { signalWrites } from './write-signal';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for log lines (no credentials). */
  description: string;
  /** The embedded database's file; undefined on PostgreSQL. */
  sqliteFile?: string;
  /** Calls listener after each write through db has committed (see write-signal.ts). */
  onWrite(listener: () => void): void;
}

export interface DatabaseTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

export const SQLITE_FILE_NAME = 'module-feedback.sqlite';

function openSqlite(file: string): SQLite.Database {
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write is in progress; foreign keys are off by default.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.host}${parsed.pathname}`;
}

export function connectDatabase(
  target: DatabaseTarget,
  onIdleError: (error: Error) => void = (error) =>
    console.warn(`idle database connection failed: ${error.message}`),
): DatabaseConnection {
  const listeners: Array<() => void> = [];
  const onWrite = (listener: () => void) => {
    listeners.push(listener);
  };
  const kysely = (dialect: KyselyDialect) =>
    new Kysely<Database>({
      dialect: signalWrites(dialect, () => listeners.forEach((listener) => listener())),
    });
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', onIdleError);
    return {
      db: kysely(new PostgresDialect({ pool })),
      dialect: 'postgres',
      description: describePostgres(target.databaseUrl),
      onWrite,
    };
  }
  const file = path.join(target.dataDir, SQLITE_FILE_NAME);
  return {
    db: kysely(new SqliteDialect({ database: openSqlite(file) })),
    dialect: 'sqlite',
    description: file,
    sqliteFile: file,
    onWrite,
  };
}
