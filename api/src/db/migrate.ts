// Brings a database to the latest schema. Kysely's migrator takes a lock, so several
// server instances starting together on one PostgreSQL database do not race.
import { Migrator, type Migration } from 'kysely';
import type { DatabaseConnection, Dialect } from './database';
import { initialMigration } from './migrations/0001-initial';
import { dataRevisionMigration } from './migrations/0002-data-revision';
import { refreshTokenFamiliesMigration } from './migrations/0003-refresh-token-families';
import { remoteDeploymentsMigration } from './migrations/0004-remote-deployments';
import { revisionScopesMigration } from './migrations/0005-revision-scopes';
import { lookAlikeUsernamesMigration } from './migrations/0006-look-alike-usernames';
import { structuredSummariesMigration } from './migrations/0007-structured-summaries';
import { feedbackEditedAtMigration } from './migrations/0008-feedback-edited-at';
import { moderationMigration } from './migrations/0009-moderation';
import { surveyWindowsMigration } from './migrations/0015-survey-windows';
import { feedbackRetractionsMigration } from './migrations/0016-feedback-retractions';
import { lookAlikeKeysAgainMigration } from './migrations/0017-look-alike-keys-again';

/** The product's migrations by name. */
export function productMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-data-revision': dataRevisionMigration(dialect),
    '0003-refresh-token-families': refreshTokenFamiliesMigration(dialect),
    '0004-remote-deployments': remoteDeploymentsMigration(dialect),
    '0005-revision-scopes': revisionScopesMigration(dialect),
    '0006-look-alike-usernames': lookAlikeUsernamesMigration(),
    '0007-structured-summaries': structuredSummariesMigration,
    '0008-feedback-edited-at': feedbackEditedAtMigration(dialect),
    '0009-moderation': moderationMigration(dialect),
    '0015-survey-windows': surveyWindowsMigration(dialect),
    '0016-feedback-retractions': feedbackRetractionsMigration(dialect),
    '0017-look-alike-keys-again': lookAlikeKeysAgainMigration,
  };
}

/** The product's migrations in order; tests also use it to stop at an older schema. */
export function createMigrator({ db, dialect }: DatabaseConnection): Migrator {
  return new Migrator({
    db,
    // Migrations are numbered when their work starts and may land in another order: a
    // database that already has a later one still gets an earlier one that arrived since.
    // So far each depends only on 0001–0003 (0007 rebuilds its own cache table), except
    // 0016, whose PostgreSQL triggers call a function of 0005.
    allowUnorderedMigrations: true,
    provider: { getMigrations: async () => productMigrations(dialect) },
  });
}

export async function migrateToLatest(connection: DatabaseConnection): Promise<string[]> {
  const { error, results = [] } = await createMigrator(connection).migrateToLatest();
  if (error) throw error;
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
