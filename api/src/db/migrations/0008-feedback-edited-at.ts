// Students may edit their feedback of the latest academic year. An edit keeps the original
// submit date and records when it happened in edited_at, which stays null until the first edit.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

export function feedbackEditedAtMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('feedback').addColumn('edited_at', timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('feedback').dropColumn('edited_at').execute();
    },
  };
}
