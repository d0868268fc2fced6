// The summary answer of a module's year is kept in the response cache like the public lists;
// besides the feedback it is made from, it shows the summaries last stored in summary_cache
// (a current one replaces an older one shown as "updating"). So every stored, replaced or
// removed summary records the scope `summary:<module id>:<year id>`, in the same transaction,
// and every instance learns that its cached answer of that module's year is out of date.
//
// Only adds triggers: the previous release writes summary_cache as before and never reads the
// scope.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** The summary scope of a summary_cache row, as an SQL expression over `row`. */
const summaryScope = (row: string) =>
  `'summary:' || ${row}.module_id || ':' || ${row}.academic_year_id`;

const OPERATIONS = [
  { operation: 'insert', row: 'new', rows: 'new table as new_rows', table: 'new_rows' },
  { operation: 'update', row: 'new', rows: 'new table as new_rows', table: 'new_rows' },
  { operation: 'delete', row: 'old', rows: 'old table as old_rows', table: 'old_rows' },
] as const;

const SQLITE_TRIGGERS = OPERATIONS.map(({ operation, row }) => ({
  name: `summary_cache_${operation}_scopes`,
  sql: `create trigger summary_cache_${operation}_scopes after ${operation} on summary_cache
        begin
          update data_revision set revision = revision + 1 where id = 1;
          insert into revision_scopes (scope, revision)
            select ${summaryScope(row)}, (select revision from data_revision where id = 1)
            where true
            on conflict (scope) do update set revision = excluded.revision;
        end`,
}));

/** PostgreSQL: one bump per statement (0005's function), the rows from transition tables. */
const POSTGRES_STATEMENTS = [
  ...OPERATIONS.map(
    ({ operation, table }) =>
      `create function summary_cache_${operation}_scopes() returns trigger language plpgsql as $$
       begin
         perform bump_revision_scopes(array(select distinct ${summaryScope('r')} from ${table} r));
         return null;
       end $$`,
  ),
  ...OPERATIONS.map(
    ({ operation, rows }) =>
      `create trigger summary_cache_${operation}_scopes after ${operation} on summary_cache
       referencing ${rows} for each statement
       execute function summary_cache_${operation}_scopes()`,
  ),
];

export function summaryScopesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const statements =
        dialect === 'sqlite' ? SQLITE_TRIGGERS.map((trigger) => trigger.sql) : POSTGRES_STATEMENTS;
      for (const statement of statements) await sql.raw(statement).execute(db);
    },

    async down(db: Kysely<unknown>) {
      for (const { operation } of OPERATIONS) {
        if (dialect === 'sqlite') {
          await sql.raw(`drop trigger summary_cache_${operation}_scopes`).execute(db);
        } else {
          // Dropping the function drops the trigger that calls it.
          await sql.raw(`drop function summary_cache_${operation}_scopes() cascade`).execute(db);
        }
      }
    },
  };
}
