// Reading the data revision (see db/migrations/0002-data-revision.ts and 0005-revision-scopes.ts),
// which every cached response checks, and learning which scopes of the data changed since
// the last read: one tiny query when nothing changed, a second one listing the scopes that
// did when something has. A cached response names the scopes it shows and stays good
// while none of them changed after the revision it was built at.
//
// On SQLite the queries run on a separate read-only connection with prepared statements:
// synchronous, a few microseconds, and they only ever see committed data (never a
// transaction in progress on the main connection).
import SQLite from 'better-sqlite3';
import type { DatabaseConnection } from '../db/database';
import { retryWhileLocked } from '../db/sqlite';

export interface RevisionReader {
  /** The current revision, after learning every scope that changed up to it. */
  read(): Promise<number>;
  /** The latest revision at which any of the scopes changed, as far as the reads so far tell. */
  lastChange(scopes: readonly string[]): number;
  close(): Promise<void>;
}

interface ScopeChange {
  scope: string;
  revision: number | string;
}

interface Queries {
  revision(): Promise<number | string | undefined>;
  changedSince(revision: number): Promise<ScopeChange[]>;
  close(): Promise<void>;
}

const REVISION_SQL = 'select revision from data_revision where id = 1';
const CHANGES_SQL = 'select scope, revision from revision_scopes where revision > ?';
/** Readers almost never wait in WAL mode (only while another process recovers the log). */
const READ_LOCK_TIMEOUT_MS = 1_000;

function sqliteQueries(file: string): Queries {
  // timeout 0: SQLite's own busy wait would block the event loop (see sqlite.ts).
  const reader = new SQLite(file, { readonly: true, fileMustExist: true, timeout: 0 });
  let revision: SQLite.Statement<[], number> | undefined;
  let changes: SQLite.Statement<[number], ScopeChange> | undefined;
  return {
    async revision() {
      revision ??= reader.prepare<[], number>(REVISION_SQL).pluck();
      return retryWhileLocked(() => revision!.get(), READ_LOCK_TIMEOUT_MS);
    },
    async changedSince(since) {
      changes ??= reader.prepare<[number], ScopeChange>(CHANGES_SQL);
      return retryWhileLocked(() => changes!.all(since), READ_LOCK_TIMEOUT_MS);
    },
    async close() {
      reader.close();
    },
  };
}

function postgresQueries({ db }: DatabaseConnection): Queries {
  const revision = db.selectFrom('data_revision').select('revision').where('id', '=', 1);
  return {
    async revision() {
      return (await revision.executeTakeFirst())?.revision;
    },
    changedSince: (since) =>
      db
        .selectFrom('revision_scopes')
        .select(['scope', 'revision'])
        .where('revision', '>', since)
        .execute(),
    async close() {},
  };
}

export function createRevisionReader(connection: DatabaseConnection): RevisionReader {
  const queries = connection.sqliteFile
    ? sqliteQueries(connection.sqliteFile)
    : postgresQueries(connection);
  const changedAt = new Map<string, number>();
  /** Every change up to this revision is in changedAt; undefined before the first read. */
  let known: number | undefined;
  return {
    async read() {
      const raw = await queries.revision();
      if (raw === undefined) throw new Error('data_revision is empty; run the migrations');
      const current = Number(raw);
      // Before the first read nothing is cached yet, so earlier changes do not matter.
      if (known !== undefined && current > known) {
        for (const { scope, revision } of await queries.changedSince(known)) {
          changedAt.set(scope, Math.max(changedAt.get(scope) ?? 0, Number(revision)));
        }
      }
      known = Math.max(known ?? current, current);
      return current;
    },
    lastChange(scopes) {
      return scopes.reduce((latest, scope) => Math.max(latest, changedAt.get(scope) ?? 0), 0);
    },
    close: () => queries.close(),
  };
}
