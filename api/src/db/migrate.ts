// Brings a database to the latest schema. Kysely's migrator takes a lock, so several
// server instances starting together on one PostgreSQL database do not race.
//
// During a rolling upgrade the next version migrates the database while this one still
// serves from it, and an instance of this version may (re)start after that. Migrations only
// add while two versions overlap (see migrations/README.md), so this version runs on a
// database a newer one has migrated: the migrations it does not know are taken as applied,
// and said so, instead of stopping the start as Kysely would ("missing migrations").
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseConnection, Dialect } from './database';
import type { Database } from './schema';
import { initialMigration } from './migrations/0001-initial';
import { dataRevisionMigration } from './migrations/0002-data-revision';
import { refreshTokenFamiliesMigration } from './migrations/0003-refresh-token-families';
import { remoteDeploymentsMigration } from './migrations/0004-remote-deployments';
import { revisionScopesMigration } from './migrations/0005-revision-scopes';
import { lookAlikeUsernamesMigration } from './migrations/0006-look-alike-usernames';
import { structuredSummariesMigration } from './migrations/0007-structured-summaries';
import { feedbackEditedAtMigration } from './migrations/0008-feedback-edited-at';
import { moderationMigration } from './migrations/0009-moderation';
import { artefactStoreMigration } from './migrations/0010-artefact-store';
import { deploymentsMigration } from './migrations/0011-deployments';
import { deployTokensMigration } from './migrations/0012-deploy-tokens';
import { surveyWindowsMigration } from './migrations/0015-survey-windows';
import { feedbackRetractionsMigration } from './migrations/0016-feedback-retractions';
import { lookAlikeKeysAgainMigration } from './migrations/0017-look-alike-keys-again';
import { verifiedEmailsAndSignOnMigration } from './migrations/0025-verified-emails-and-sign-on';
import { canariesMigration } from './migrations/0040-canaries';
import { remoteVersionReportsMigration } from './migrations/0041-remote-version-reports';
import { summaryScopesMigration } from './migrations/0055-summary-scopes';
import { accountScopesMigration } from './migrations/0056-account-scopes';
import { hiddenTextsMigration } from './migrations/0057-hidden-texts';
import { extraQuestionsMigration } from './migrations/0058-extra-questions';
import { helpfulVotesMigration } from './migrations/0059-helpful-votes';
import { enrolmentsMigration } from './migrations/0060-enrolments';
import { moduleLeadersMigration } from './migrations/0061-module-leaders';
import { moduleRepliesMigration } from './migrations/0062-module-replies';
import { remindersMigration } from './migrations/0063-reminders';

export type MigrationSet = (dialect: Dialect) => Record<string, Migration>;

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
    '0010-artefact-store': artefactStoreMigration(dialect),
    '0011-deployments': deploymentsMigration(dialect),
    '0012-deploy-tokens': deployTokensMigration(dialect),
    '0015-survey-windows': surveyWindowsMigration(dialect),
    '0016-feedback-retractions': feedbackRetractionsMigration(dialect),
    '0017-look-alike-keys-again': lookAlikeKeysAgainMigration,
    '0025-verified-emails-and-sign-on': verifiedEmailsAndSignOnMigration(dialect),
    '0040-canaries': canariesMigration(dialect),
    '0041-remote-version-reports': remoteVersionReportsMigration,
    '0055-summary-scopes': summaryScopesMigration(dialect),
    '0056-account-scopes': accountScopesMigration(dialect),
    '0057-hidden-texts': hiddenTextsMigration(dialect),
    '0058-extra-questions': extraQuestionsMigration,
    '0059-helpful-votes': helpfulVotesMigration(dialect),
    '0060-enrolments': enrolmentsMigration(dialect),
    '0061-module-leaders': moduleLeadersMigration,
    '0062-module-replies': moduleRepliesMigration(dialect),
    '0063-reminders': remindersMigration(dialect),
  };
}

/** Names of the migrations applied to the database (none before the first). */
async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return [];
  }
}

/** Stands for a migration a newer version applied; it is never run. */
const appliedByNewerVersion: Migration = {
  up: async () => {
    throw new Error('a migration of a newer version cannot be applied by this one');
  },
};

/** The product's migrations in order; tests also use it to stop at an older schema. */
export function createMigrator(
  { db, dialect }: DatabaseConnection,
  migrations: MigrationSet = productMigrations,
  newer: readonly string[] = [],
): Migrator {
  return new Migrator({
    db,
    // Migrations are numbered when their work starts and may land in another order: a
    // database that already has a later one still gets an earlier one that arrived since.
    // So far each depends only on 0001–0005: 0007 rebuilds its own cache table, 0011 moves
    // 0004's rows and reuses 0005's scope table, and the PostgreSQL triggers of 0016, 0040,
    // 0055, 0056 and 0059 call functions of 0004 and 0005.
    allowUnorderedMigrations: true,
    provider: {
      getMigrations: async () => ({
        ...Object.fromEntries(newer.map((name) => [name, appliedByNewerVersion])),
        ...migrations(dialect),
      }),
    },
  });
}

export async function migrateToLatest(
  connection: DatabaseConnection,
  migrations: MigrationSet = productMigrations,
  warn: (message: string) => void = console.warn,
): Promise<string[]> {
  const known = migrations(connection.dialect);
  const newer = (await appliedMigrations(connection.db)).filter((name) => !(name in known));
  if (newer.length > 0) {
    warn(
      `the database has migrations of a newer version (${newer.join(', ')}); ` +
        'this version runs beside it, as migrations only add while versions overlap',
    );
  }
  const migrator = createMigrator(connection, migrations, newer);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
