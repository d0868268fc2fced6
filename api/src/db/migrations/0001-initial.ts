// The whole schema. One migration set serves both dialects; the few type differences
// (identity columns, timestamp type) are chosen by the helpers below.
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

export function initialMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  // SQLite's AUTOINCREMENT and PostgreSQL's identity never hand out a deleted id again,
  // so a token or cached summary can never point at a different row later.
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', identity)
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('username_key', 'text', (col) => col.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('email_key', 'text', (col) => col.unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('is_staff', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
        .addColumn('student_id', 'integer', (col) => col.unique())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('academic_years')
        .addColumn('id', 'integer', identity)
        .addColumn('year', 'integer', (col) => col.notNull().unique())
        .execute();

      await db.schema
        .createTable('modules')
        .addColumn('id', 'integer', identity)
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('lecturers_names', 'text')
        .execute();
      // Codes are unique and looked up ignoring case ("cs3001" finds "CS3001").
      await db.schema
        .createIndex('modules_code_key')
        .on('modules')
        .unique()
        .expression(sql`lower(code)`)
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', 'integer', identity)
        .addColumn('student_user_id', 'integer', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        // RESTRICT: feedback is never removed as a side effect; force deletes remove it first.
        .addColumn('module_id', 'integer', (col) =>
          col.notNull().references('modules.id').onDelete('restrict'),
        )
        .addColumn('academic_year_id', 'integer', (col) =>
          col.notNull().references('academic_years.id').onDelete('restrict'),
        )
        .addColumn('material_rating', 'double precision')
        .addColumn('material_feedback', 'text')
        .addColumn('assessment_rating', 'double precision')
        .addColumn('assessment_feedback', 'text')
        .addColumn('lecturer_rating', 'double precision')
        .addColumn('lecturer_feedback', 'text')
        .addColumn('submit_date', timestamp, (col) => col.notNull())
        .execute();
      // One feedback per student, module and year. Detached rows (NULL student) never clash.
      await db.schema
        .createIndex('feedback_one_per_student')
        .on('feedback')
        .unique()
        .columns(['student_user_id', 'module_id', 'academic_year_id'])
        .execute();
      await db.schema
        .createIndex('feedback_by_module_year')
        .on('feedback')
        .columns(['module_id', 'academic_year_id'])
        .execute();
      await db.schema
        .createIndex('feedback_by_year')
        .on('feedback')
        .column('academic_year_id')
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('jti', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('revoked_at', timestamp)
        .execute();
      await db.schema
        .createIndex('refresh_tokens_by_expiry')
        .on('refresh_tokens')
        .column('expires_at')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_by_user')
        .on('refresh_tokens')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('summary_cache')
        .addColumn('module_id', 'integer', (col) =>
          col.notNull().references('modules.id').onDelete('cascade'),
        )
        .addColumn('academic_year_id', 'integer', (col) =>
          col.notNull().references('academic_years.id').onDelete('cascade'),
        )
        .addColumn('aspect', 'text', (col) => col.notNull())
        .addColumn('fingerprint', 'text', (col) => col.notNull())
        .addColumn('summary', 'text', (col) => col.notNull())
        .addColumn('themes', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('summary_cache_pk', ['module_id', 'academic_year_id', 'aspect'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'summary_cache',
        'refresh_tokens',
        'feedback',
        'modules',
        'academic_years',
        'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
