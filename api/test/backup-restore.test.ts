// npm run backup / restore as an operator runs them (child processes), on both databases: a
// backup taken while writes go on holds every write confirmed before it began, restores into
// a fresh database, and the refusals that keep a restore from losing anything (a non-empty
// target without --force, a damaged backup, a backup that cannot be read to its end).
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/backup/backup-file';
import { connectDatabase } from '../src/db/database';
import { createSignedInAccount, type SignedInAccount } from './support/fixtures';
import { client, type Client } from './support/http';
import {
  createTestDatabase,
  startServer,
  targets,
  type Target,
  type TestDatabase,
  type TestServer,
} from './support/server';
import { run } from '@module-feedback/test-support/api-command';

const envOf = (database: TestDatabase) => ({
  DATA_DIR: database.dataDir,
  DATABASE_URL: database.databaseUrl ?? '',
});

async function moduleCodes(database: TestDatabase): Promise<string[]> {
  const connection = connectDatabase(database);
  try {
    const rows = await connection.db.selectFrom('modules').select('code').execute();
    return rows.map((row) => row.code);
  } finally {
    await connection.db.destroy();
  }
}

describe.each(targets())('backup and restore on %s', (target: Target) => {
  let source: TestDatabase;
  let server: TestServer;
  let api: Client;
  let staff: SignedInAccount;
  let restored: TestDatabase;
  let folder: string;
  let backup: string;
  /** Modules whose creation the API confirmed before the backup started. */
  let confirmedBefore: string[];
  let confirmedAll: string[];

  beforeAll(async () => {
    source = await createTestDatabase(target);
    restored = await createTestDatabase(target);
    server = await startServer(target, {}, source);
    api = client(server.url);
    staff = await createSignedInAccount(server, api, 'staff');
    folder = mkdtempSync(path.join(tmpdir(), 'mf-backups-'));
    backup = path.join(folder, `nightly.${target === 'sqlite' ? 'sqlite' : 'dump'}`);
  });
  afterAll(async () => {
    await server?.close();
    await source?.drop();
    await restored?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up while writes go on: every write confirmed before it is in the backup', async () => {
    const confirmed: string[] = [];
    const failures: string[] = [];
    let writing = true;
    let next = 0;
    const writer = async (name: string) => {
      while (writing) {
        const code = `BK${name}${next++}`;
        const reply = await api.post(
          '/api/newmodule/',
          { code, title: `Backed up ${code}`, lecturersNames: 'Dr Grace Hopper' },
          { token: staff.access },
        );
        if (reply.status === 201) confirmed.push(code);
        else failures.push(`${code}: ${reply.status}`);
      }
    };
    const writers = [writer('A'), writer('B')];
    while (confirmed.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    confirmedBefore = [...confirmed];
    const backedUp = await run('backup', [backup], envOf(source));
    const duringBackup = confirmed.length - confirmedBefore.length;
    writing = false;
    await Promise.all(writers);
    confirmedAll = confirmed;

    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(
      target === 'sqlite' ? /backup: 100% / : /copying public\.modules/,
    );
    expect(backedUp.stdout).toMatch(/backup: done, [\d.]+ MB, sha256 [0-9a-f]{64}/);
    expect(failures).toEqual([]);
    // The writes went on while the backup was made.
    expect(duringBackup).toBeGreaterThan(0);
    const sidecar = readFileSync(`${backup}.sha256`, 'utf8');
    expect(sidecar).toBe(`${await sha256(backup)}  ${path.basename(backup)}\n`);
    expect(statSync(backup).mode & 0o077).toBe(0);
  });

  it('restores into a fresh database, with every confirmed write and nothing half-made', async () => {
    const restoredRun = await run('restore', [backup], envOf(restored));
    expect(restoredRun.stderr).toBe('');
    expect(restoredRun.code).toBe(0);
    expect(restoredRun.stdout).toContain('checksum verified');
    const codes = await moduleCodes(restored);
    expect(codes).toEqual(expect.arrayContaining(confirmedBefore));
    // A snapshot: whatever it holds the API had confirmed (or was confirming) then.
    const written = codes.filter((code) => code.startsWith('BK'));
    expect(confirmedAll).toEqual(expect.arrayContaining(written));

    // The restored database serves: the server starts on it and signs the same staff in.
    const onRestored = await startServer(target, {}, restored);
    try {
      const reply = await client(onRestored.url).get<{ code: string }[]>('/api/modules/');
      expect(reply.body.map((module) => module.code)).toEqual(
        expect.arrayContaining(confirmedBefore),
      );
    } finally {
      await onRestored.close();
    }
  });

  it('refuses to restore over data without --force, and replaces it with --force', async () => {
    const refused = await run('restore', [backup], envOf(restored));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty .*add --force/);
    const forced = await run('restore', [backup, '--force'], envOf(restored));
    expect(forced.code).toBe(0);
    expect(await moduleCodes(restored)).toEqual(expect.arrayContaining(confirmedBefore));
  });

  it('refuses a damaged backup, or one cut short, and changes nothing', async () => {
    const before = (await moduleCodes(restored)).sort();
    const damaged = path.join(folder, `damaged-${path.basename(backup)}`);
    copyFileSync(backup, damaged);
    copyFileSync(`${backup}.sha256`, `${damaged}.sha256`);
    truncateSync(damaged, statSync(damaged).size - 300);
    const mismatch = await run('restore', [damaged, '--force'], envOf(restored));
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toMatch(/is damaged or incomplete: its sha256 is [0-9a-f]{64}/);

    // Cut short after its checksum was taken: the checksum agrees, the restore cannot finish.
    writeFileSync(`${damaged}.sha256`, `${await sha256(damaged)}  ${path.basename(damaged)}\n`);
    const unreadable = await run('restore', [damaged, '--force'], envOf(restored));
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toMatch(/damaged|undone/);
    expect((await moduleCodes(restored)).sort()).toEqual(before);
  });

  it('says what is wrong with the arguments, the file or its checksum', async () => {
    const overwrite = await run('backup', [backup], envOf(source));
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain('exists already; choose another name, or add --force');
    const noFile = await run('backup', [], envOf(source));
    expect(noFile.stderr).toContain('usage: npm run backup -- <file> [--force]');
    const missing = await run('restore', [path.join(folder, 'nothing-here')], envOf(restored));
    expect(missing.stderr).toContain('there is no backup at');
    const lone = path.join(folder, 'without-checksum');
    copyFileSync(backup, lone);
    const unchecked = await run('restore', [lone], envOf(restored));
    expect(unchecked.stderr).toContain('without-checksum.sha256 is missing');
    const checks = [noFile, missing, unchecked];
    if (target === 'postgres') {
      // Its server still runs: its caches would not match what the restore put in. A request
      // first, as the server closes connections idle for 30 s, which this file can outlast on
      // a busy machine.
      expect((await fetch(`${server.url}/api/academicyears/`)).status).toBe(200);
      const served = await run('restore', [backup, '--force'], envOf(source));
      expect(served.stderr).toMatch(
        /connections of running Module Feedback instances .* stop the instances first/,
      );
      checks.push(served);
    }
    for (const result of checks) {
      expect(result.code).toBe(1);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    // Up to six command processes, each starting Node and compiling TypeScript: on a busy
    // two-core machine that alone can pass the usual 30 s.
  }, 120_000);
});
