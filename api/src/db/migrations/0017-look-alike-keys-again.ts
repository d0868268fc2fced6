// The look-alike keys of usernames (see 0006-look-alike-usernames.ts) now also match small
// capitals ("ᴀᴅᴍɪɴ"), accents ("Admín") and a capital I for an l, so every account's keys
// are made again with shared/src/contracts/comparable-text.ts. As in 0006, existing accounts
// keep working: where two already look alike, the older one owns the shared key.
import { lookAlikeKeys } from '@module-feedback/shared/look-alike';
import type { Kysely, Migration } from 'kysely';

interface Tables {
  users: { id: number; username: string };
  username_look_alikes: { look_alike_key: string; user_id: number };
}

async function rebuildLookAlikeKeys(db: Kysely<Tables>): Promise<void> {
  await db.deleteFrom('username_look_alikes').execute();
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

export const lookAlikeKeysAgainMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await rebuildLookAlikeKeys(db as Kysely<Tables>);
  },
  // Going back keeps the newer keys: they only refuse more look-alikes.
  async down() {},
};
