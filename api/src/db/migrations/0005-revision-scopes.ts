// Which part of the data each change touched, so a write invalidates only the cached
// responses that show that part (before this, any write invalidated every cached list on
// every instance).
//
// The counter in data_revision still orders every change; each change also records, in
// revision_scopes, the counter value at which each scope it touched last changed:
// - `modules` / `academic-years`: the public lists (any row added, edited or removed);
// - `module:<id>` / `academic-year:<id>`: that row was edited or removed;
// - `feedback:<module id>` and `feedback:<module id>:<year id>`: feedback of that module,
//   and of that module in that year, was added, edited, removed, or its author's student
//   number changed (staff see it) or its author was deleted.
// Both are written by triggers, in the same transaction as the change. Signing up and
// signing in touch no scope, so they no longer invalidate anything.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { createRevisionTriggers, dropRevisionTriggers } from './0002-data-revision';

/** The two feedback scopes of a feedback row, as SQL expressions over `row`. */
const feedbackScopes = (row: string) => [
  `'feedback:' || ${row}.module_id`,
  `'feedback:' || ${row}.module_id || ':' || ${row}.academic_year_id`,
];
/** A query listing the given scope expressions, one row each. */
const listing = (scopes: string[], from = '') =>
  scopes.map((scope) => `select ${scope} as scope ${from}`).join(' union ');
const authorsFeedback = listing(
  feedbackScopes('f'),
  'from feedback f where f.student_user_id = old.id',
);

interface SqliteTrigger {
  name: string;
  /** e.g. "after insert on modules" */
  event: string;
  /** A query of the scopes one row's change touches (over old/new). */
  scopes: string;
}

const SQLITE_TRIGGERS: SqliteTrigger[] = [
  {
    name: 'modules_insert_scopes',
    event: 'after insert on modules',
    scopes: listing([`'modules'`]),
  },
  ...(['update', 'delete'] as const).map((operation) => ({
    name: `modules_${operation}_scopes`,
    event: `after ${operation} on modules`,
    scopes: listing([`'modules'`, `'module:' || old.id`]),
  })),
  {
    name: 'academic_years_insert_scopes',
    event: 'after insert on academic_years',
    scopes: listing([`'academic-years'`]),
  },
  ...(['update', 'delete'] as const).map((operation) => ({
    name: `academic_years_${operation}_scopes`,
    event: `after ${operation} on academic_years`,
    scopes: listing([`'academic-years'`, `'academic-year:' || old.id`]),
  })),
  {
    name: 'feedback_insert_scopes',
    event: 'after insert on feedback',
    scopes: listing(feedbackScopes('new')),
  },
  {
    name: 'feedback_update_scopes',
    event: 'after update on feedback',
    scopes: listing([...feedbackScopes('old'), ...feedbackScopes('new')]),
  },
  {
    name: 'feedback_delete_scopes',
    event: 'after delete on feedback',
    scopes: listing(feedbackScopes('old')),
  },
  // Before the change, while the author's feedback can still be found by their id.
  {
    name: 'users_update_scopes',
    event: 'before update of student_id on users when old.student_id is not new.student_id',
    scopes: authorsFeedback,
  },
  { name: 'users_delete_scopes', event: 'before delete on users', scopes: authorsFeedback },
];

async function createSqliteTriggers(db: Kysely<unknown>) {
  for (const { name, event, scopes } of SQLITE_TRIGGERS) {
    await sql
      .raw(
        `create trigger ${name} ${event}
         begin
           update data_revision set revision = revision + 1 where id = 1;
           insert into revision_scopes (scope, revision)
             select scope, (select revision from data_revision where id = 1)
             from (${scopes}) where true
             on conflict (scope) do update set revision = excluded.revision;
         end`,
      )
      .execute(db);
  }
}

/** PostgreSQL: one bump per statement; the changed rows come from transition tables. */
const POSTGRES_FUNCTIONS = [
  `create function bump_revision_scopes(scopes text[]) returns void language plpgsql as $$
   declare next_revision bigint;
   begin
     if cardinality(scopes) = 0 then return; end if;
     update data_revision set revision = revision + 1 where id = 1
       returning revision into next_revision;
     insert into revision_scopes (scope, revision)
       select distinct scope, next_revision from unnest(scopes) as scope
       on conflict (scope) do update set revision = excluded.revision;
   end $$`,
  // Each branch is only planned when it runs, so it may name a transition table that
  // only some of the operations have.
  `create function feedback_scopes() returns trigger language plpgsql as $$
   declare scopes text[] := '{}';
   begin
     if tg_op <> 'DELETE' then
       scopes := scopes || array(select s from new_rows r, unnest(array[${feedbackScopes('r')}]) s);
     end if;
     if tg_op <> 'INSERT' then
       scopes := scopes || array(select s from old_rows r, unnest(array[${feedbackScopes('r')}]) s);
     end if;
     perform bump_revision_scopes(scopes);
     return null;
   end $$`,
  ...[
    ['modules', 'modules', 'module'],
    ['academic_years', 'academic-years', 'academic-year'],
  ].map(
    ([table, list, row]) =>
      `create function ${table}_scopes() returns trigger language plpgsql as $$
       declare scopes text[] := array['${list}'];
       begin
         if tg_op <> 'INSERT' then
           scopes := scopes || array(select '${row}:' || id from old_rows);
         end if;
         perform bump_revision_scopes(scopes);
         return null;
       end $$`,
  ),
  `create function users_scopes() returns trigger language plpgsql as $$
   begin
     perform bump_revision_scopes(array(${authorsFeedback}));
     if tg_op = 'DELETE' then return old; end if;
     return new;
   end $$`,
];

const POSTGRES_TRIGGERS = [
  ...['modules', 'academic_years', 'feedback'].flatMap((table) => [
    `create trigger ${table}_insert_scopes after insert on ${table}
     referencing new table as new_rows for each statement execute function ${table}_scopes()`,
    `create trigger ${table}_update_scopes after update on ${table}
     referencing old table as old_rows new table as new_rows
     for each statement execute function ${table}_scopes()`,
    `create trigger ${table}_delete_scopes after delete on ${table}
     referencing old table as old_rows for each statement execute function ${table}_scopes()`,
  ]),
  `create trigger users_update_scopes before update of student_id on users for each row
   when (old.student_id is distinct from new.student_id) execute function users_scopes()`,
  `create trigger users_delete_scopes before delete on users for each row
   execute function users_scopes()`,
];

const POSTGRES_FUNCTION_NAMES = [
  'bump_revision_scopes(text[])',
  'feedback_scopes()',
  'modules_scopes()',
  'academic_years_scopes()',
  'users_scopes()',
];

export function revisionScopesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('revision_scopes')
        .addColumn('scope', 'text', (col) => col.primaryKey())
        .addColumn('revision', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('revision_scopes_by_revision')
        .on('revision_scopes')
        .column('revision')
        .execute();
      await dropRevisionTriggers(db, dialect);
      if (dialect === 'sqlite') {
        await createSqliteTriggers(db);
        return;
      }
      for (const statement of [...POSTGRES_FUNCTIONS, ...POSTGRES_TRIGGERS]) {
        await sql.raw(statement).execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const { name } of SQLITE_TRIGGERS) await sql.raw(`drop trigger ${name}`).execute(db);
      } else {
        // Dropping the functions drops the triggers that call them.
        for (const fn of POSTGRES_FUNCTION_NAMES) {
          await sql.raw(`drop function ${fn} cascade`).execute(db);
        }
      }
      await db.schema.dropTable('revision_scopes').execute();
      await createRevisionTriggers(db, dialect);
    },
  };
}
