// The extra questions of a feedback entry: hours per week spent on the module (a whole number
// 0–40) and whether the student would recommend it. Both optional, so nullable; entries
// written before stay unanswered. Updates of these columns fire the feedback triggers of
// 0005 and 0016 like any other change of the row, so cached figures are invalidated.
import type { Kysely, Migration } from 'kysely';

export const extraQuestionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('feedback').addColumn('hours_per_week', 'integer').execute();
    await db.schema.alterTable('feedback').addColumn('would_recommend', 'boolean').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('feedback').dropColumn('would_recommend').execute();
    await db.schema.alterTable('feedback').dropColumn('hours_per_week').execute();
  },
};
