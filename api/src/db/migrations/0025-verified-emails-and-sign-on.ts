// Email addresses that are proven, links that work once, and accounts of the university's
// identity provider.
// - users.email_verified_at: when the address was proven (following a mailed link, or
//   vouched for by staff or the identity provider). Accounts that existed before keep
//   working: their address counts as proven from their creation.
// - single_use_tokens: the secrets of mailed links and of single sign-on hand-overs, stored
//   only as their SHA-256, each for one purpose, until it expires or is used.
// - sign_on_identities: which account an identity provider's subject signs in to.
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

export function verifiedEmailsAndSignOnMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email_verified_at', timestamp).execute();
      await sql`update users set email_verified_at = created_at`.execute(db);

      await db.schema
        .createTable('single_use_tokens')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      await db.schema
        .createIndex('single_use_tokens_by_user')
        .on('single_use_tokens')
        .columns(['user_id', 'purpose'])
        .execute();

      await db.schema
        .createTable('sign_on_identities')
        .addColumn('issuer', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('sign_on_identities_pkey', ['issuer', 'subject'])
        .execute();
      await db.schema
        .createIndex('sign_on_identities_by_user')
        .on('sign_on_identities')
        .column('user_id')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sign_on_identities').execute();
      await db.schema.dropTable('single_use_tokens').execute();
      await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
    },
  };
}
