// Moderation: staff may hide a published feedback entry (kept, and shown again by unhiding),
// students report entries they find objectionable (one report per student per entry), and
// every staff action on an entry is recorded.
//
// Hiding and unhiding are updates of the feedback row, which the triggers of
// 0005-revision-scopes.ts already record as changes of `feedback:<module>` and
// `feedback:<module>:<year>`: every cached public list, count, average and summary of that
// module and year is made again. Reports and the audit are only ever read live by staff
// (never from the response cache), so they record no scope.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

export function moderationMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  // As in 0001: ids are never handed out again, so a record never points at a later row.
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('feedback').addColumn('hidden_at', timestamp).execute();
      // The staff account that hid it; no foreign key (SQLite cannot drop a column that has
      // one), and the audit keeps the name should the account go.
      await db.schema.alterTable('feedback').addColumn('hidden_by', 'integer').execute();

      await db.schema
        .createTable('feedback_reports')
        .addColumn('id', 'integer', identity)
        .addColumn('feedback_id', 'integer', (col) =>
          col.notNull().references('feedback.id').onDelete('cascade'),
        )
        .addColumn('reporter_user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        // A dismissed report stays (so its student cannot report the entry again) but no
        // longer puts the entry in the queue.
        .addColumn('dismissed_at', timestamp)
        .addUniqueConstraint('feedback_reports_one_per_student', [
          'feedback_id',
          'reporter_user_id',
        ])
        .execute();
      await db.schema
        .createIndex('feedback_reports_open')
        .on('feedback_reports')
        .columns(['dismissed_at', 'feedback_id'])
        .execute();

      // No foreign keys: the record outlives the entry and the staff account it names.
      await db.schema
        .createTable('moderation_actions')
        .addColumn('id', 'integer', identity)
        .addColumn('feedback_id', 'integer', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('actor_user_id', 'integer', (col) => col.notNull())
        .addColumn('actor_username', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('moderation_actions_by_time')
        .on('moderation_actions')
        .column('created_at')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('moderation_actions').execute();
      await db.schema.dropTable('feedback_reports').execute();
      await db.schema.alterTable('feedback').dropColumn('hidden_by').execute();
      await db.schema.alterTable('feedback').dropColumn('hidden_at').execute();
    },
  };
}
