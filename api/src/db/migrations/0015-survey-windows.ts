// Each academic year has a survey window: feedback for it can be written, edited and
// withdrawn from opens_at until closes_at. Both are timestamps (timestamptz on PostgreSQL,
// ISO 8601 text on SQLite, as every timestamp here), so a window can be queried by date:
// the year is upcoming before opens_at (or while it has none), open from then on, and
// closed from closes_at (none: open until staff close it).
//
// Before, only the latest year's feedback could change. Existing years keep that: the
// latest is open from now on, every earlier one closed now.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

interface Tables {
  academic_years: { id: number; year: number; opens_at: string | null; closes_at: string | null };
}

export function surveyWindowsMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      await db.schema.alterTable('academic_years').addColumn('opens_at', timestamp).execute();
      await db.schema.alterTable('academic_years').addColumn('closes_at', timestamp).execute();
      const now = new Date().toISOString();
      const latest = db
        .selectFrom('academic_years as latest')
        .select((eb) => eb.fn.max('latest.year').as('year'));
      await db
        .updateTable('academic_years')
        .set({ opens_at: now })
        .where('year', '=', latest)
        .execute();
      await db
        .updateTable('academic_years')
        .set({ closes_at: now })
        .where('year', '<', latest)
        .execute();
      // The years whose window is open at a moment: the write checks of every feedback change.
      await db.schema
        .createIndex('academic_years_by_window')
        .on('academic_years')
        .columns(['opens_at', 'closes_at'])
        .execute();
    },

    async down(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      await db.schema.dropIndex('academic_years_by_window').execute();
      await db.schema.alterTable('academic_years').dropColumn('closes_at').execute();
      await db.schema.alterTable('academic_years').dropColumn('opens_at').execute();
    },
  };
}
