// "You said, we did": one reply per module and academic year, written by staff or one of the
// module's leaders, shown on the module's results page. The author's role is kept as it was
// when they wrote it; the author's account may go (the reply stays, its author unknown). The
// reply goes with its module and its year.
//
// No triggers: replies are read per request, not from the response cache. Only adds a table:
// the previous release never reads it.
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

export function moduleRepliesMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  // As in 0001: ids are never handed out again.
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('module_replies')
        .addColumn('id', 'integer', identity)
        .addColumn('module_id', 'integer', (col) =>
          col.notNull().references('modules.id').onDelete('cascade'),
        )
        .addColumn('academic_year_id', 'integer', (col) =>
          col.notNull().references('academic_years.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('author_role', 'text', (col) =>
          col.notNull().check(sql`author_role in ('staff', 'module leader')`),
        )
        .addColumn('author_user_id', 'integer', (col) =>
          col.references('users.id').onDelete('set null'),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .addUniqueConstraint('module_replies_one_per_module_year', [
          'module_id',
          'academic_year_id',
        ])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('module_replies').execute();
    },
  };
}
