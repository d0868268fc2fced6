// Reminder mails to enrolled students who have not answered a module's year yet.
// - reminder_sends: one row per reminder a student got about a module's year, and which of the
//   at most two it was (round 1 or 2). The row is written before the mail goes out, with
//   "insert … on conflict do nothing": the unique constraint lets exactly one of several
//   instances (or a staff click racing the periodic job) claim a round, and the check keeps
//   every student to two reminders per module's year.
// - reminder_opt_outs: students who followed a mail's opt-out link; they get no more reminders.
//
// Only adds tables: the previous release never reads them.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database';

export function remindersMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  // As in 0001: ids are never handed out again.
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reminder_sends')
        .addColumn('id', 'integer', identity)
        .addColumn('student_user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('module_id', 'integer', (col) =>
          col.notNull().references('modules.id').onDelete('cascade'),
        )
        .addColumn('academic_year_id', 'integer', (col) =>
          col.notNull().references('academic_years.id').onDelete('cascade'),
        )
        .addColumn('round', 'integer', (col) => col.notNull().check(sql`round in (1, 2)`))
        .addColumn('sent_at', timestamp, (col) => col.notNull())
        .addUniqueConstraint('reminder_sends_one_per_round', [
          'student_user_id',
          'module_id',
          'academic_year_id',
          'round',
        ])
        .execute();
      // The overview counts a year's reminders per module and round.
      await db.schema
        .createIndex('reminder_sends_by_year')
        .on('reminder_sends')
        .columns(['academic_year_id', 'module_id', 'round'])
        .execute();

      await db.schema
        .createTable('reminder_opt_outs')
        .addColumn('user_id', 'integer', (col) =>
          col.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reminder_opt_outs').execute();
      await db.schema.dropTable('reminder_sends').execute();
    },
  };
}
