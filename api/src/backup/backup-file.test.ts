import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productMigrations } from '../db/migrate';
import { backupKind, checkMigrationsKnown, sha256, verifyBackup } from './backup-file';

const dir = mkdtempSync(path.join(tmpdir(), 'backup-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string) {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

async function withChecksum(at: string) {
  writeFileSync(`${at}.sha256`, `${await sha256(at)}  ${path.basename(at)}\n`);
}

describe('backup files', () => {
  it('tells a SQLite database from a pg_dump archive by their first bytes', () => {
    expect(backupKind(file('a', 'SQLite format 3\0rest'))).toBe('sqlite');
    expect(backupKind(file('b', 'PGDMP\x01\x0e'))).toBe('postgres');
    expect(backupKind(file('c', 'name,code\n'))).toBeUndefined();
  });

  it('checks the checksum first, then that it is a backup of the configured database', async () => {
    const csv = file('export.csv', 'name,code\n');
    writeFileSync(`${csv}.sha256`, `${'0'.repeat(64)}  export.csv\n`);
    await expect(verifyBackup(csv, 'sqlite')).rejects.toThrow(/damaged or incomplete/);
    await withChecksum(csv);
    await expect(verifyBackup(csv, 'sqlite')).rejects.toThrow(/is not a backup this command made/);
    const archive = file('db.dump', 'PGDMP archive');
    await withChecksum(archive);
    await expect(verifyBackup(archive, 'sqlite')).rejects.toThrow(
      /is a PostgreSQL backup, but the configured database is SQLite/,
    );
    await expect(verifyBackup(archive, 'postgres')).resolves.toBeUndefined();
  });

  it('refuses a backup from a newer version, or without a schema', () => {
    const known = Object.keys(productMigrations('sqlite'));
    expect(() => checkMigrationsKnown(known, 'sqlite')).not.toThrow();
    expect(() => checkMigrationsKnown([...known, '0999-from-the-future'], 'sqlite')).toThrow(
      /comes from a newer version \(migrations 0999-from-the-future are unknown here\)/,
    );
    expect(() => checkMigrationsKnown([], 'postgres')).toThrow(/no Module Feedback schema/);
  });
});
