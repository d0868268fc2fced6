// A backup is one file plus a checksum beside it (<file>.sha256, in the format of
// `sha256sum`, so `sha256sum -c` checks it too). The file is a self-contained SQLite
// database or a pg_dump archive (custom format); which one it is, its first bytes tell.
// It is written under a temporary name and renamed once complete and checksummed, so a
// backup cut short never passes for a whole one.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, openSync, readFileSync, readSync, closeSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CommandError } from '../cli/runtime';
import type { Dialect } from '../db/database';
import { productMigrations } from '../db/migrate';
import { ensurePrivateFile } from '../private-files';

const MAGIC: Record<Dialect, string> = { sqlite: 'SQLite format 3\0', postgres: 'PGDMP' };
const DESCRIBED: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export const checksumFile = (file: string) => `${file}.sha256`;

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * The empty file to write the backup into while it is made; refuses to replace a backup
 * unless forced.
 */
export function partialFile(destination: string, force: boolean): string {
  if (!force && existsSync(destination)) {
    throw new CommandError(
      `${destination} exists already; choose another name, or add --force to replace it.`,
    );
  }
  if (!existsSync(path.dirname(destination))) {
    throw new CommandError(`the folder ${path.dirname(destination)} does not exist.`);
  }
  const partial = `${destination}.partial`;
  // It holds password hashes: owner-only from the start, like the database itself.
  ensurePrivateFile(partial);
  return partial;
}

/** Makes the finished backup and its checksum the ones at `destination`. */
export async function finishBackup(partial: string, destination: string): Promise<string> {
  const digest = await sha256(partial);
  await writeFile(checksumFile(destination), `${digest}  ${path.basename(destination)}\n`);
  await rename(partial, destination);
  return digest;
}

export const discardPartial = (partial: string) => rm(partial, { force: true });

/**
 * Checks the file against its checksum and that it is a backup of this kind of database;
 * whatever is wrong is said before anything is changed.
 */
export async function verifyBackup(file: string, dialect: Dialect): Promise<void> {
  if (!existsSync(file)) throw new CommandError(`there is no backup at ${file}.`);
  const sidecar = checksumFile(file);
  if (!existsSync(sidecar)) {
    throw new CommandError(
      `${sidecar} is missing: without its checksum the backup cannot be checked, so it is not restored.`,
    );
  }
  const expected = readFileSync(sidecar, 'utf8').trim().split(/\s+/)[0]?.toLowerCase();
  const actual = await sha256(file);
  if (expected !== actual) {
    throw new CommandError(
      `${file} is damaged or incomplete: its sha256 is ${actual}, but ${sidecar} says ${expected}. Nothing was changed.`,
    );
  }
  const kind = backupKind(file);
  if (kind !== dialect) {
    throw new CommandError(
      kind
        ? `${file} is a ${DESCRIBED[kind]} backup, but the configured database is ${DESCRIBED[dialect]} (DATABASE_URL ${dialect === 'sqlite' ? 'is unset' : 'is set'}).`
        : `${file} is not a backup this command made (neither SQLite nor a pg_dump archive).`,
    );
  }
}

export function backupKind(file: string): Dialect | undefined {
  const start = Buffer.alloc(16);
  const handle = openSync(file, 'r');
  try {
    readSync(handle, start, 0, start.length, 0);
  } finally {
    closeSync(handle);
  }
  const text = start.toString('latin1');
  return (Object.keys(MAGIC) as Dialect[]).find((dialect) => text.startsWith(MAGIC[dialect]));
}

/**
 * A backup from a newer version holds migrations this version does not know: it would
 * refuse to start on it, so it is not restored (the newer version can restore it).
 */
export function checkMigrationsKnown(inBackup: string[], dialect: Dialect): void {
  const known = new Set(Object.keys(productMigrations(dialect)));
  if (inBackup.length === 0) {
    throw new CommandError('the backup holds no Module Feedback schema (no migrations).');
  }
  const unknown = inBackup.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new CommandError(
      `the backup comes from a newer version (migrations ${unknown.join(', ')} are unknown here); restore it with that version.`,
    );
  }
}

/** The tables whose rows make a database worth keeping (a fresh schema has none). */
export const DATA_TABLES = ['users', 'modules', 'academic_years', 'deployments'];

export function refuseNonEmpty(description: string, rows: number, force: boolean): void {
  if (rows > 0 && !force) {
    throw new CommandError(
      `${description} is not empty (it holds ${rows} users, modules, academic years and deployments); ` +
        'restoring would replace them. Restore into an empty database, or add --force to replace its contents.',
    );
  }
}
