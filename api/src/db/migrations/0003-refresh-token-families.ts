// Refresh-token families: every refresh token belongs to the chain of rotations that one
// login started. Revocation lives on the family row, not on the tokens, so a token that
// a concurrent refresh inserts into a family just after it was revoked is refused too.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { nowIso } from '../values';

export function refreshTokenFamiliesMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('refresh_token_families')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('revoked_at', timestamp)
        .execute();
      await db.schema
        .createIndex('refresh_token_families_by_user')
        .on('refresh_token_families')
        .column('user_id')
        .execute();

      // Nullable only because SQLite cannot add a NOT NULL column without a default;
      // every row gets a family, the existing ones just below.
      await db.schema
        .alterTable('refresh_tokens')
        .addColumn('family_id', 'text', (col) =>
          col.references('refresh_token_families.id').onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('refresh_tokens_by_family')
        .on('refresh_tokens')
        .column('family_id')
        .execute();

      // Tokens issued before this migration cannot be traced to their login: each one
      // becomes a family of its own, so sign-ins made before it keep working.
      await sql`
        insert into refresh_token_families (id, user_id, created_at, revoked_at)
        select jti, user_id, ${nowIso()}, null from refresh_tokens`.execute(db);
      await sql`update refresh_tokens set family_id = jti`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('refresh_tokens_by_family').execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('family_id').execute();
      await db.schema.dropTable('refresh_token_families').execute();
    },
  };
}
