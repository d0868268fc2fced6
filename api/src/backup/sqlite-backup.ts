// The embedded database through SQLite's online backup API: pages are copied a batch at a
// time from a read transaction, so the server keeps reading and writing meanwhile (WAL).
// A write by another process makes SQLite start the copy again; after such a restart the
// rest is copied in one step, which no write can interrupt, so a busy server cannot keep
// the backup from finishing. The copy is a snapshot: each transaction is in it whole or not.
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { CommandError } from '../cli/runtime';
import { ensurePrivateFile } from '../private-files';
import { DATA_TABLES, checkMigrationsKnown, refuseNonEmpty } from './backup-file';

/** About 4 MB per step with SQLite's default page size. */
const PAGES_PER_STEP = 1_000;
const ALL_AT_ONCE = 0x7fffffff;

export type Progress = (message: string) => void;

/** Percentages at most every ten points, so a long copy shows it is moving. */
function percentReporter(report: Progress) {
  let shown = -10;
  return (total: number, remaining: number) => {
    const percent = total === 0 ? 100 : Math.floor(((total - remaining) / total) * 100);
    if (percent >= shown + 10 || (percent === 100 && shown !== 100)) {
      shown = percent;
      report(`${percent}% (${total - remaining} of ${total} pages)`);
    }
  };
}

export async function backupSqlite(source: string, partial: string, report: Progress) {
  if (!existsSync(source)) {
    throw new CommandError(`there is no database at ${source} to back up (check DATA_DIR).`);
  }
  const database = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
  try {
    const show = percentReporter(report);
    let lastRemaining = Infinity;
    const { totalPages } = await database.backup(partial, {
      progress({ totalPages, remainingPages }) {
        const restarted = remainingPages > lastRemaining;
        lastRemaining = remainingPages;
        show(totalPages, remainingPages);
        return restarted ? ALL_AT_ONCE : PAGES_PER_STEP;
      },
    });
    show(totalPages, 0);
  } finally {
    database.close();
  }
  // One self-contained file (no -wal beside it), checked before it counts as a backup.
  const copy = new SQLite(partial);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed SQLite's check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

function migrationsIn(database: SQLite.Database): string[] {
  const table = database
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
    .get();
  if (!table) return [];
  return database
    .prepare('select name from kysely_migration order by name')
    .pluck()
    .all() as string[];
}

function dataRows(database: SQLite.Database): number {
  if (migrationsIn(database).length === 0) return 0;
  const present = new Set(
    database.prepare("select name from sqlite_master where type = 'table'").pluck().all(),
  );
  return DATA_TABLES.filter((table) => present.has(table)).reduce(
    (sum, table) => sum + Number(database.prepare(`select count(*) from ${table}`).pluck().get()),
    0,
  );
}

/** The backup, read-only, once SQLite has checked it whole. */
function openBackup(file: string): SQLite.Database {
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = database.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    return database;
  } catch (error) {
    database?.close();
    throw new CommandError(
      `${file} cannot be restored: SQLite finds it damaged (${(error as Error).message}). Nothing was changed.`,
    );
  }
}

/**
 * Copies the backup into the database file through the same backup API (SQLite locks the
 * file meanwhile), so the result is whole, in WAL mode and owner-only like any other.
 */
export async function restoreSqlite(
  backup: string,
  target: string,
  { force, report }: { force: boolean; report: Progress },
) {
  const source = openBackup(backup);
  try {
    checkMigrationsKnown(migrationsIn(source), 'sqlite');
    if (existsSync(target)) {
      const existing = new SQLite(target, { fileMustExist: true, timeout: 5_000 });
      try {
        refuseNonEmpty(target, dataRows(existing), force);
      } finally {
        existing.close();
      }
    }
    ensurePrivateFile(target);
    const show = percentReporter(report);
    const { totalPages } = await source.backup(target, {
      progress({ totalPages: total, remainingPages }) {
        show(total, remainingPages);
        return PAGES_PER_STEP;
      },
    });
    show(totalPages, 0);
  } finally {
    source.close();
  }
  const restored = new SQLite(target);
  restored.pragma('journal_mode = WAL');
  restored.close();
}
