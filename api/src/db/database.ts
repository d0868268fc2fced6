// One factory for both databases: PostgreSQL when DATABASE_URL is set, otherwise an
// embedded SQLite file in the data folder. The rest of the code only sees Kysely.
import path from 'node:path';
import { Kysely, PostgresDialect, type Dialect as KyselyDialect } from 'kysely';
import Cursor from 'pg-cursor';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from '../config';
import { monitorAvailability, type DatabaseAvailability } from './availability';
import { observeQueries } from './observed-driver';
import { createPostgresPool } from './postgres';
import type { Database } from './schema';
import { openSqlite, sqliteDialect } from './sqlite';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for log lines (no credentials). */
  description: string;
  /** The embedded database's file; undefined on PostgreSQL. */
  sqliteFile?: string;
  /** Whether the database is serving, as the outcomes of recent statements tell. */
  availability: DatabaseAvailability;
  /** Calls listener after each write through db has finished (see observed-driver.ts). */
  onWrite(listener: () => void): void;
  /** PostgreSQL: the pool's connections now; undefined on SQLite (one connection). */
  poolFigures?: () => PoolFigures;
}

export interface PoolFigures {
  /** Connections open. */
  total: number;
  /** Of those, not lent out. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** Told how long the database keeps callers waiting (the metrics listen here). */
export interface DatabaseTimings {
  connectionWait(seconds: number): void;
  statement(seconds: number, wrote: boolean): void;
  failed(error: unknown): void;
}

export interface DatabaseTarget {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The defaults when absent (tools that open a database for a moment). */
  databaseLimits?: DatabaseLimits;
}

export const SQLITE_FILE_NAME = 'module-feedback.sqlite';

function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.host}${parsed.pathname}`;
}

export interface DatabaseLocation {
  dialect: Dialect;
  /** The SQLite file, or the PostgreSQL URL (with its credentials). */
  location: string;
  /** Where the data lives, for messages (no credentials). */
  description: string;
}

/** Where the configured database lives, without opening it. */
export function locateDatabase(target: DatabaseTarget): DatabaseLocation {
  if (target.databaseUrl) {
    const { databaseUrl } = target;
    return {
      dialect: 'postgres',
      location: databaseUrl,
      description: describePostgres(databaseUrl),
    };
  }
  const file = path.join(target.dataDir, SQLITE_FILE_NAME);
  return { dialect: 'sqlite', location: file, description: file };
}

/** Commands log to the console; the server passes its logger. */
const consoleLog = { warn: console.warn, info: console.log };

export function connectDatabase(
  target: DatabaseTarget,
  log: { warn(message: string): void; info(message: string): void } = consoleLog,
  timings?: DatabaseTimings,
): DatabaseConnection {
  const limits = target.databaseLimits ?? DEFAULT_DATABASE_LIMITS;
  const listeners: Array<() => void> = [];
  const availability = monitorAvailability(log);
  const kysely = (dialect: KyselyDialect) =>
    new Kysely<Database>({
      dialect: observeQueries(dialect, {
        onWrite: () => listeners.forEach((listener) => listener()),
        onAcquired: (seconds) => timings?.connectionWait(seconds),
        onSuccess: (wrote, seconds) => {
          availability.succeeded(wrote);
          timings?.statement(seconds, wrote);
        },
        onFailure: (error) => {
          availability.failed(error);
          timings?.failed(error);
        },
      }),
    });
  const common = {
    availability,
    onWrite: (listener: () => void) => void listeners.push(listener),
  };
  if (target.databaseUrl) {
    const pool = createPostgresPool(target.databaseUrl, limits, (error) =>
      availability.failed(error),
    );
    return {
      ...common,
      db: kysely(new PostgresDialect({ pool, cursor: Cursor })),
      dialect: 'postgres',
      description: describePostgres(target.databaseUrl),
      poolFigures: pool.figures,
    };
  }
  const { location: file } = locateDatabase(target);
  return {
    ...common,
    db: kysely(sqliteDialect(openSqlite(file), limits.lockTimeoutMs)),
    dialect: 'sqlite',
    description: file,
    sqliteFile: file,
  };
}
