// Brings a database to the latest schema. Kysely's migrator takes a lock, so several
// server instances starting together on one PostgreSQL database do not race.
import { Migrator } from 'kysely';
import type { DatabaseConnection } from './database';
import { initialMigration } from './migrations/0001-initial';
import { dataRevisionMigration } from './migrations/0002-data-revision';

export async function migrateToLatest({ db, dialect }: DatabaseConnection): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () => ({
        '0001-initial': initialMigration(dialect),
        '0002-data-revision': dataRevisionMigration(dialect),
      }),
    },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
