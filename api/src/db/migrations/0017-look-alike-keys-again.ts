// The look-alike keys of usernames (see 0006-look-alike-usernames.ts) now also match small
// capitals ("ᴀᴅᴍɪɴ"), accents ("Admín") and a capital I for an l, so every account's keys
// are made again with shared/src/contracts/comparable-text.ts, as 0006 made them: where two
// existing accounts already look alike, the older one owns the shared key.
import { sql, type Kysely, type Migration } from 'kysely';
import { storeLookAlikeKeys } from './0006-look-alike-usernames';

export const lookAlikeKeysAgainMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`delete from username_look_alikes`.execute(db);
    await storeLookAlikeKeys(db);
  },
  // Going back keeps the newer keys: they only refuse more look-alikes.
  async down() {},
};
