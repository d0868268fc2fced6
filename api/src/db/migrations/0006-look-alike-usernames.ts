// Usernames that look alike ("аdmin" with a Cyrillic а beside "admin") cannot both exist.
// Each account owns its look-alike keys (shared/src/contracts/comparable-text.ts) as rows
// of their own, so the primary key refuses a new account that shares any key with an
// existing one, even when two sign-ups race.
import { lookAlikeKeys } from '@module-feedback/shared/look-alike';
import type { Kysely, Migration } from 'kysely';

interface Tables {
  users: { id: number; username: string };
  username_look_alikes: { look_alike_key: string; user_id: number };
}

/**
 * Every account's keys. Existing accounts keep working: where two already look alike, the
 * older one owns the shared key, and a new account cannot take it from either.
 */
export async function storeLookAlikeKeys(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const users = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
  for (const user of users) {
    await db
      .insertInto('username_look_alikes')
      .values(
        lookAlikeKeys(user.username).map((key) => ({ look_alike_key: key, user_id: user.id })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

export function lookAlikeUsernamesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('username_look_alikes')
        .addColumn('look_alike_key', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('username_look_alikes_by_user')
        .on('username_look_alikes')
        .column('user_id')
        .execute();

      await storeLookAlikeKeys(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('username_look_alikes').execute();
    },
  };
}
