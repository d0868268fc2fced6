// Deploy tokens: what a team's CI deploys one deployable with over HTTP, instead of a
// staff sign-in or access to the database. Only a hash of each token is kept (the token is
// shown once, when created); a revoked token stays listed, refused.
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

export function deployTokensMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deploy_tokens')
        .addColumn('id', 'integer', identity)
        // Unique: the history names a deploy by it (`token:<name>`).
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('deployable', 'text', (col) => col.notNull())
        // sha256 of the token, in hex.
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('last_used_at', timestamp)
        .addColumn('revoked_at', timestamp)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('deploy_tokens').execute();
    },
  };
}
