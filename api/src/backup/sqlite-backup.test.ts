import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { backupSqlite } from './sqlite-backup';

const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the SQLite backup', () => {
  it('finishes while another connection writes between its steps, with a whole snapshot', async () => {
    const source = path.join(dir, 'busy.sqlite');
    const writer = new SQLite(source);
    writer.pragma('journal_mode = WAL');
    writer.exec('create table rows (id integer primary key, batch integer, body text)');
    const insert = writer.prepare('insert into rows (batch, body) values (?, ?)');
    const batch = writer.transaction((number: number) => {
      for (let i = 0; i < 10; i++) insert.run(number, 'x'.repeat(2_000));
    });
    // Several thousand pages: the copy takes several steps.
    for (let number = 0; number < 600; number++) batch(number);

    // Every step of the copy is followed by a write from another connection, which makes
    // SQLite start the copy again; it must finish all the same.
    let writing = true;
    let written = 600;
    const keepWriting = () => {
      if (!writing) return;
      batch(written++);
      setImmediate(keepWriting);
    };
    setImmediate(keepWriting);
    const steps: string[] = [];
    const partial = path.join(dir, 'busy.backup');
    await backupSqlite(source, partial, (step) => steps.push(step));
    writing = false;
    writer.close();

    expect(written).toBeGreaterThan(600);
    expect(steps.at(-1)).toMatch(/^100% \(\d+ of \d+ pages\)$/);
    const copy = new SQLite(partial, { readonly: true });
    try {
      // Whole transactions only: every batch has its ten rows.
      const batches = copy
        .prepare('select batch, count(*) as n from rows group by batch')
        .all() as { batch: number; n: number }[];
      expect(batches.length).toBeGreaterThanOrEqual(600);
      expect(batches.every(({ n }) => n === 10)).toBe(true);
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    } finally {
      copy.close();
    }
    expect(statSync(partial).size).toBeGreaterThan(600 * 10 * 2_000);
  });
});
