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

describe.each(targets())('the deployments of before the artefact store, on %s', (target) => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.drop());

  it('moves into one history numbered across the remotes, in the order they were made', async () => {
    database = await createTestDatabase(target);
    const connection = connectDatabase(database);
    try {
      const {
        '0010-artefact-store': store,
        '0011-deployments': deployments,
        '0012-deploy-tokens': tokens,
        ...before
      } = productMigrations(connection.dialect);
      expect([store, deployments, tokens].every(Boolean)).toBe(true);
      const old = new Migrator({
        db: connection.db,
        provider: { getMigrations: async () => before },
      });
      expect((await old.migrateToLatest()).error).toBeUndefined();
      const row = (
        remote: string,
        sequence: number,
        minute: number,
        previous: number | null,
        version: string | null,
      ) => ({
        remote,
        sequence,
        action: previous === null && version === null ? 'rollback' : 'deploy',
        version,
        entry: version && `/remotes/${remote}/${version}/remoteEntry.js`,
        integrity: null,
        descriptor: null,
        previous_sequence: previous,
        forced: 0,
        overridden_checks: null,
        reason: null,
        actor: 'cli:someone',
        created_at: `2026-01-01T10:0${minute}:00.000Z`,
      });
      await connection.db
        .insertInto('remote_deployments' as never)
        .values([
          row('mfe-results', 1, 1, null, '1.0.0-aaaaaaaaaaaa'),
          row('mfe-auth', 1, 2, null, '1.0.0-bbbbbbbbbbbb'),
          row('mfe-results', 2, 3, 1, '1.0.0-cccccccccccc'),
          row('mfe-results', 3, 4, null, null),
        ] as never)
        .execute();
      expect(await migrateToLatest(connection)).toEqual([
        '0010-artefact-store',
        '0011-deployments',
        '0012-deploy-tokens',
      ]);
      const moved = await connection.db
        .selectFrom('deployments')
        .select(['sequence', 'deployable', 'version', 'replaces', 'previous_sequence'])
        .orderBy('sequence')
        .execute();
      expect(
        moved.map((d) => [
          Number(d.sequence),
          d.deployable,
          d.version,
          Number(d.replaces),
          Number(d.previous_sequence),
        ]),
      ).toEqual([
        [1, 'mfe-results', '1.0.0-aaaaaaaaaaaa', 0, 0],
        [2, 'mfe-auth', '1.0.0-bbbbbbbbbbbb', 0, 0],
        [3, 'mfe-results', '1.0.0-cccccccccccc', 1, 1],
        [4, 'mfe-results', null, 3, 0],
      ]);
      // New deployments number on, and still mark the scope every instance watches.
      const next = await connection.db
        .insertInto('deployments')
        .values({
          deployable: 'shell',
          action: 'pin',
          version: '1.0.0-dddddddddddd',
          replaces: 0,
          previous_sequence: 0,
          forced: 0,
          actor: 'server',
          created_at: new Date().toISOString(),
        })
        .returning('sequence')
        .executeTakeFirstOrThrow();
      expect(Number(next.sequence)).toBe(5);
      const scopes = await connection.db.selectFrom('revision_scopes').select('scope').execute();
      expect(scopes.map((scope) => scope.scope)).toContain('remote-deployments');
    } finally {
      await connection.db.destroy();
    }
  });
});
