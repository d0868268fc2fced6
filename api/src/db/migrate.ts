// Brings a database to the latest schema. Kysely's migrator takes a lock, so several
// server instances starting together on one PostgreSQL database do not race.
import { Migrator } from 'kysely';
import type { DatabaseConnection } from './database';
import { initialMigration } from './migrations/0001-initial';
import { dataRevisionMigration } from './migrations/0002-data-revision';
import { refreshTokenFamiliesMigration } from './migrations/0003-refresh-token-families';

/** The product's migrations in order; tests also use it to stop at an older schema. */
export function createMigrator({ db, dialect }: DatabaseConnection): Migrator {
  return new Migrator({
    db,
    provider: {
      getMigrations: async () => ({
        '0001-initial': initialMigration(dialect),
        '0002-data-revision': dataRevisionMigration(dialect),
        '0003-refresh-token-families': refreshTokenFamiliesMigration(dialect),
      }),
    },
  });
}

export async function migrateToLatest(connection: DatabaseConnection): Promise<string[]> {
  const { error, results = [] } = await createMigrator(connection).migrateToLatest();
  if (error) throw error;
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
