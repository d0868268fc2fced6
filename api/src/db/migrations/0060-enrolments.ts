// Enrolments: which student (by student number, not account, so that accounts made after the
// import are covered) takes which module in which academic year, as staff import them. Where a
// module's year has any enrolment rows, only the students enrolled may write feedback on it.
// The unique constraint makes an import idempotent; removing a module or a year removes its
// enrolments, which mean nothing without it.
//
// Only adds a table: the previous release never reads it.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

export function enrolmentsMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  // As in 0001: ids are never handed out again.
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('enrolments')
        .addColumn('id', 'integer', identity)
        .addColumn('student_number', 'integer', (col) => col.notNull())
        .addColumn('module_id', 'integer', (col) =>
          col.notNull().references('modules.id').onDelete('cascade'),
        )
        .addColumn('academic_year_id', 'integer', (col) =>
          col.notNull().references('academic_years.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addUniqueConstraint('enrolments_once_per_student', [
          'student_number',
          'module_id',
          'academic_year_id',
        ])
        .execute();
      // Eligibility and the counts ask per module's year.
      await db.schema
        .createIndex('enrolments_by_module_year')
        .on('enrolments')
        .columns(['module_id', 'academic_year_id'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('enrolments').execute();
    },
  };
}
