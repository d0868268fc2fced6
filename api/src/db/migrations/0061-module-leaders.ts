// Module leaders: staff make an account the leader of chosen modules without making it staff.
// A leader sees the full results of the modules they lead (below the anonymity threshold too)
// and writes their "You said, we did" replies. The row goes with its account and its module.
//
// No triggers: no cached answer depends on who leads what (callers with full access are told
// apart per request, see publication/results-access.ts). Only adds a table: the previous
// release never reads it.
import type { Kysely, Migration } from 'kysely';

export const moduleLeadersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('module_leaders')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('module_id', 'integer', (col) =>
        col.notNull().references('modules.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('module_leaders_pkey', ['user_id', 'module_id'])
      .execute();
    // Deleting a module looks its leaders up by module.
    await db.schema
      .createIndex('module_leaders_by_module')
      .on('module_leaders')
      .column('module_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('module_leaders').execute();
  },
};
