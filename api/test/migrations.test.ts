// Migrations numbered earlier may land after later ones: a database that already has
// 0006 still gets 0005, and its triggers record the scopes of each change. And a version
// starts on a database the next version has migrated (a rolling upgrade, or going back).
import { Migrator, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Dialect } from '../src/db/database';
import { migrateToLatest, productMigrations } from '../src/db/migrate';
import { createTestDatabase, targets, type TestDatabase } from './support/server';

describe.each(targets())('migrations landing out of order on %s', (target) => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.drop());

  it('applies 0005 to a database that already has 0006', async () => {
    database = await createTestDatabase(target);
    const connection = connectDatabase(database);
    try {
      const { '0005-revision-scopes': arrivedLater, ...landedFirst } = productMigrations(
        connection.dialect,
      );
      expect(arrivedLater).toBeDefined();
      const withoutScopes = new Migrator({
        db: connection.db,
        provider: { getMigrations: async () => landedFirst },
      });
      expect((await withoutScopes.migrateToLatest()).error).toBeUndefined();
      expect(await migrateToLatest(connection)).toEqual(['0005-revision-scopes']);

      await connection.db
        .insertInto('modules')
        .values({ code: 'ORDER1', title: 'Order' })
        .execute();
      const scopes = await connection.db.selectFrom('revision_scopes').select('scope').execute();
      expect(scopes.map((row) => row.scope)).toContain('modules');
    } finally {
      await connection.db.destroy();
    }
  });

  it('lets this version start on a database a newer version has migrated (rolling upgrade)', async () => {
    const newer = await createTestDatabase(target);
    const connection = connectDatabase(newer);
    try {
      const nextVersion = (dialect: Dialect) => ({
        ...productMigrations(dialect),
        '9999-next-version-column': {
          up: (db: Kysely<unknown>) =>
            db.schema.alterTable('modules').addColumn('next_version_note', 'text').execute(),
        },
      });
      expect(await migrateToLatest(connection, nextVersion)).toContain('9999-next-version-column');
      const warnings: string[] = [];
      expect(await migrateToLatest(connection, productMigrations, (m) => warnings.push(m))).toEqual(
        [],
      );
      expect(warnings).toEqual([
        expect.stringContaining('migrations of a newer version (9999-next-version-column)'),
      ]);
      await connection.db
        .insertInto('modules')
        .values({ code: 'OLDER1', title: 'Older' })
        .execute();
    } finally {
      await connection.db.destroy();
      await newer.drop();
    }
  });
});
