// Moderation of one text: staff may hide a single aspect's text of an entry (its rating stays
// published), reports say which text they are about and, for "Something else", what, and the
// record says whether an action was on the whole entry or on one text.
//
// - feedback.<aspect>_feedback_hidden_at: set while staff hide that text. Hiding and unhiding
//   are updates of the feedback row, so 0005's and 0016's triggers record them as a change (and
//   a retraction) of the module's feedback of that year, as for hiding the whole entry.
// - feedback_reports.aspect, .details: the reported text and the reporter's own words; null in
//   reports made before.
// - moderation_actions.aspect: the text acted on; null for the whole entry (all earlier rows).
//
// Only adds nullable columns: the previous release never reads them.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

const TEXT_HIDDEN_COLUMNS = [
  'material_feedback_hidden_at',
  'assessment_feedback_hidden_at',
  'lecturer_feedback_hidden_at',
] as const;

export function hiddenTextsMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      for (const column of TEXT_HIDDEN_COLUMNS) {
        await db.schema.alterTable('feedback').addColumn(column, timestamp).execute();
      }
      await db.schema.alterTable('feedback_reports').addColumn('aspect', 'text').execute();
      await db.schema.alterTable('feedback_reports').addColumn('details', 'text').execute();
      await db.schema.alterTable('moderation_actions').addColumn('aspect', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('moderation_actions').dropColumn('aspect').execute();
      await db.schema.alterTable('feedback_reports').dropColumn('details').execute();
      await db.schema.alterTable('feedback_reports').dropColumn('aspect').execute();
      for (const column of TEXT_HIDDEN_COLUMNS) {
        await db.schema.alterTable('feedback').dropColumn(column).execute();
      }
    },
  };
}
