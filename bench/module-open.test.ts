import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BENCH_MODULE_CODE } from '@module-feedback/api/bench-data';
import { connectDatabase, type DatabaseConnection } from '@module-feedback/api/database';
import { migrateToLatest } from '@module-feedback/api/migrate';
import { nowIso } from '@module-feedback/api/db-values';
import { addThousandEntryModule } from './module-open';

describe('addThousandEntryModule', () => {
  let dataDir: string;
  let connection: DatabaseConnection;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mf-module-open-'));
    connection = connectDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(connection);
    await connection.db.insertInto('academic_years').values({ year: 2026 }).execute();
  });
  afterEach(async () => {
    await connection.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes over student numbers already taken (signing up picks them at random)', async () => {
    await connection.db
      .insertInto('users')
      .values({
        username: 'signed-up',
        username_key: 'signed-up',
        password_hash: 'x',
        is_staff: 0,
        student_id: 8_000_000,
        created_at: nowIso(),
      })
      .execute();
    await addThousandEntryModule(dataDir);
    const entries = await connection.db
      .selectFrom('feedback')
      .innerJoin('modules', 'modules.id', 'feedback.module_id')
      .where('modules.code', '=', BENCH_MODULE_CODE)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(entries.count)).toBe(1_000);
  });
});
