// The staff users list is kept in the response cache: every account added or removed, and
// every change of what the list shows of one (username, email, staff flag, student number),
// records the scope `accounts`, in the same transaction, so every instance learns its cached
// list is out of date. Signing in changes none of these columns, so it invalidates nothing.
//
// Only adds triggers: the previous release writes users as before and never reads the scope.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** The columns of an account the users list shows. */
const LISTED_COLUMNS = 'username, email, is_staff, student_id';

const EVENTS = [
  { name: 'insert', event: 'insert' },
  { name: 'update', event: `update of ${LISTED_COLUMNS}` },
  { name: 'delete', event: 'delete' },
] as const;

const SQLITE_TRIGGERS = EVENTS.map(({ name, event }) => ({
  name: `users_${name}_account_scope`,
  sql: `create trigger users_${name}_account_scope after ${event} on users
        begin
          update data_revision set revision = revision + 1 where id = 1;
          insert into revision_scopes (scope, revision)
            select 'accounts', (select revision from data_revision where id = 1)
            where true
            on conflict (scope) do update set revision = excluded.revision;
        end`,
}));

/** PostgreSQL: one bump per statement, through 0005's function. */
const POSTGRES_STATEMENTS = [
  `create function account_scope() returns trigger language plpgsql as $$
   begin
     perform bump_revision_scopes(array['accounts']);
     return null;
   end $$`,
  ...EVENTS.map(
    ({ name, event }) =>
      `create trigger users_${name}_account_scope after ${event} on users
       for each statement execute function account_scope()`,
  ),
];

export function accountScopesMigration(dialect: Dialect): Migration {
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
        await sql.raw('drop function account_scope() cascade').execute(db);
      }
    },
  };
}
