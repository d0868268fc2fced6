// What browsers reported of each remote version they ran (see remote-reports/): one count
// per deployable, version and event, added to by every instance. No row says who reported.
import type { Kysely, Migration } from 'kysely';

export const remoteVersionReportsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('remote_version_reports')
      .addColumn('deployable', 'text', (col) => col.notNull())
      .addColumn('version', 'text', (col) => col.notNull())
      // load, refused, load-failure, mount-error or uncaught-error.
      .addColumn('event', 'text', (col) => col.notNull())
      .addColumn('count', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('remote_version_reports_pkey', ['deployable', 'version', 'event'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('remote_version_reports').execute();
  },
};
