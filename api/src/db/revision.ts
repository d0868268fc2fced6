// Reading the data revision (see migrations/0002-data-revision.ts), which every cached
// response checks. On SQLite it is read through a separate read-only connection with a
// prepared statement: synchronous, a few microseconds, and it only ever sees committed
// data (never a transaction in progress on the main connection).
import SQLite from 'better-sqlite3';
import type { DatabaseConnection } from './database';

export interface RevisionReader {
  read(): Promise<string>;
  close(): Promise<void>;
}

const REVISION_SQL = 'select revision from data_revision where id = 1';

export function createRevisionReader(connection: DatabaseConnection): RevisionReader {
  if (connection.sqliteFile) {
    const reader = new SQLite(connection.sqliteFile, { readonly: true, fileMustExist: true });
    let statement: SQLite.Statement<[], number> | undefined;
    return {
      async read() {
        statement ??= reader.prepare<[], number>(REVISION_SQL).pluck();
        const revision = statement.get();
        if (revision === undefined) throw new Error('data_revision is empty; run the migrations');
        return String(revision);
      },
      async close() {
        reader.close();
      },
    };
  }
  const query = connection.db
    .selectFrom('data_revision')
    .select('revision')
    .where('id', '=', 1)
    .compile();
  return {
    async read() {
      const [row] = (await connection.db.executeQuery(query)).rows;
      if (!row) throw new Error('data_revision is empty; run the migrations');
      return String(row.revision);
    },
    async close() {},
  };
}
