// The artefact store: this server's own immutable copy of every version of the shell and of
// each remote it ever accepted, the bytes a deploy checked, in the database. Every instance
// on one database serves the same bytes from it, whatever the artefact's host does later
// and whatever is on each instance's disk. A version is written once, with all its files,
// in one transaction, and never changed; only its "bad" mark may be set.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

export function artefactStoreMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('artefact_versions')
        // `shell`, or a remote's folder name (mfe-results).
        .addColumn('deployable', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        // The checked deploy.json, as JSON; its bytes are served too (see artefact_files).
        .addColumn('descriptor', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        // Marked bad: a plain rollback passes it by, and deploying it again needs --force.
        .addColumn('bad_at', timestamp)
        .addColumn('bad_reason', 'text')
        .addColumn('bad_by', 'text')
        .addPrimaryKeyConstraint('artefact_versions_pkey', ['deployable', 'version'])
        .execute();
      await db.schema
        .createTable('artefact_files')
        .addColumn('deployable', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        // Relative to the version folder, deploy.json included.
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('content', bytes, (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('integrity', 'text', (col) => col.notNull())
        .addColumn('content_type', 'text', (col) => col.notNull())
        // The build's precompressed variants, each checked to hold exactly `content`.
        .addColumn('content_br', bytes)
        .addColumn('content_gz', bytes)
        .addPrimaryKeyConstraint('artefact_files_pkey', ['deployable', 'version', 'path'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('artefact_files').execute();
      await db.schema.dropTable('artefact_versions').execute();
    },
  };
}
