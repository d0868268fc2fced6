// A single counter that every change to the listed tables increments, by trigger, in the
// same transaction as the change. Servers cache responses labelled with the counter and
// check it (one tiny query, shared by the requests of a short interval) before serving
// them, so a change made by any instance, or by a command such as create-staff, is visible
// everywhere within that interval (see ../coalesced-revision.ts).
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** Tables whose contents appear in cached responses. */
export const REVISED_TABLES = ['modules', 'academic_years', 'feedback', 'users'] as const;
const OPERATIONS = ['insert', 'update', 'delete'] as const;

export function dataRevisionMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_revision')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('revision', 'bigint', (col) => col.notNull())
        .execute();
      await sql`insert into data_revision (id, revision) values (1, 0)`.execute(db);

      await createRevisionTriggers(db, dialect);
    },

    async down(db: Kysely<unknown>) {
      await dropRevisionTriggers(db, dialect);
      await db.schema.dropTable('data_revision').execute();
    },
  };
}

/** The triggers that bump the one counter; migration 0005 replaces them, and its down restores them. */
export async function createRevisionTriggers(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'postgres') {
    await sql`
      create function bump_data_revision() returns trigger language plpgsql as $$
      begin
        update data_revision set revision = revision + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of REVISED_TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_revision`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_data_revision()`.execute(db);
    }
    return;
  }
  // SQLite has row-level triggers only; one per table and operation.
  for (const table of REVISED_TABLES) {
    for (const operation of OPERATIONS) {
      await sql`
        create trigger ${sql.raw(`${table}_${operation}_revision`)}
        after ${sql.raw(operation)} on ${sql.table(table)}
        begin
          update data_revision set revision = revision + 1 where id = 1;
        end`.execute(db);
    }
  }
}

export async function dropRevisionTriggers(db: Kysely<unknown>, dialect: Dialect) {
  for (const table of REVISED_TABLES) {
    if (dialect === 'postgres') {
      await sql`drop trigger if exists ${sql.raw(`${table}_revision`)} on ${sql.table(table)}`.execute(
        db,
      );
    } else {
      for (const operation of OPERATIONS) {
        await sql`drop trigger if exists ${sql.raw(`${table}_${operation}_revision`)}`.execute(db);
      }
    }
  }
  if (dialect === 'postgres') await sql`drop function if exists bump_data_revision()`.execute(db);
}
