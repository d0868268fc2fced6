// Version N+1 in the rolling-upgrade test: this server, plus a migration of the kind the
// migration rules allow while two versions overlap (a new table, a new nullable column).
// Started like the server itself: node --import tsx test/support/next-version-server.ts
import type { Kysely } from 'kysely';
import { serve } from '../../src/cli/serve';
import { productMigrations } from '../../src/db/migrate';

serve((dialect) => ({
  ...productMigrations(dialect),
  '9999-next-version': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('next_version_notes')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('note', 'text')
        .execute();
      await db.schema.alterTable('modules').addColumn('next_version_note', 'text').execute();
    },
  },
}));
