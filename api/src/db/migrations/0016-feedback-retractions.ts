// A summary made before a feedback entry was hidden, edited or deleted may quote words that
// must no longer be shown. Such changes (any update or delete of a feedback row) record one
// more scope, `feedback-retracted:<module id>:<year id>`, in the same transaction, so the
// summary service can tell a summary that only lacks newer entries (fine to show while a
// new one is made) from one that shows retracted text (never shown again).
//
// These triggers come beside those of 0005-revision-scopes.ts and use its function on
// PostgreSQL; any update counts, so a later way of hiding part of an entry is covered too.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** The retraction scope of a feedback row, as an SQL expression over `row`. */
const retractionScope = (row: string) =>
  `'feedback-retracted:' || ${row}.module_id || ':' || ${row}.academic_year_id`;

const SQLITE_TRIGGERS = (['update', 'delete'] as const).map((operation) => ({
  name: `feedback_${operation}_retractions`,
  sql: `create trigger feedback_${operation}_retractions after ${operation} on feedback
        begin
          update data_revision set revision = revision + 1 where id = 1;
          insert into revision_scopes (scope, revision)
            select ${retractionScope('old')}, (select revision from data_revision where id = 1)
            where true
            on conflict (scope) do update set revision = excluded.revision;
        end`,
}));

const POSTGRES_STATEMENTS = [
  `create function feedback_retractions() returns trigger language plpgsql as $$
   begin
     perform bump_revision_scopes(array(select distinct ${retractionScope('r')} from old_rows r));
     return null;
   end $$`,
  `create trigger feedback_update_retractions after update on feedback
   referencing old table as old_rows for each statement execute function feedback_retractions()`,
  `create trigger feedback_delete_retractions after delete on feedback
   referencing old table as old_rows for each statement execute function feedback_retractions()`,
];

export function feedbackRetractionsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const statements =
        dialect === 'sqlite' ? SQLITE_TRIGGERS.map((trigger) => trigger.sql) : POSTGRES_STATEMENTS;
      for (const statement of statements) await sql.raw(statement).execute(db);
    },

    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const { name } of SQLITE_TRIGGERS) await sql.raw(`drop trigger ${name}`).execute(db);
      } else {
        // Dropping the function drops the triggers that call it.
        await sql.raw('drop function feedback_retractions() cascade').execute(db);
      }
    },
  };
}
