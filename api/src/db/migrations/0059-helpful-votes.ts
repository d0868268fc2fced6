// Helpful votes: a student marks a review (one feedback entry's text of one aspect) as helpful,
// once; the unique constraint keeps it to one mark per student, entry and aspect, even when two
// requests race. A vote goes with its entry and with its student's account.
//
// The public feedback lists carry the counts, so every vote records the scopes
// `helpful-votes:<module>` and `helpful-votes:<module>:<year>` in the same transaction: cached
// lists that show the counts are made again on every instance. They are scopes of their own,
// not the feedback ones, because a vote changes no text: summaries must not be made again.
//
// Only adds a table and its triggers: the previous release never reads them.
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** The two scopes of the votes whose rows are `votes`, as a query of one column `scope`. */
const voteScopes = (votes: string) =>
  `select 'helpful-votes:' || f.module_id as scope from ${votes} join feedback f on f.id = v.feedback_id
   union select 'helpful-votes:' || f.module_id || ':' || f.academic_year_id from ${votes} join feedback f on f.id = v.feedback_id`;

const SQLITE_TRIGGERS = (['insert', 'delete'] as const).map((operation) => {
  const row = operation === 'insert' ? 'new' : 'old';
  return {
    name: `helpful_votes_${operation}_scopes`,
    sql: `create trigger helpful_votes_${operation}_scopes after ${operation} on helpful_votes
          begin
            update data_revision set revision = revision + 1 where id = 1;
            insert into revision_scopes (scope, revision)
              select scope, (select revision from data_revision where id = 1)
              from (${voteScopes(`(select ${row}.feedback_id as feedback_id) v`)}) where true
              on conflict (scope) do update set revision = excluded.revision;
          end`,
  };
});

/** PostgreSQL: one bump per statement, through 0005's function. */
const POSTGRES_STATEMENTS = [
  // Each branch is only planned when it runs, so it may name a transition table that only
  // one of the operations has.
  `create function helpful_vote_scopes() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform bump_revision_scopes(array(${voteScopes('new_rows v')}));
     else
       perform bump_revision_scopes(array(${voteScopes('old_rows v')}));
     end if;
     return null;
   end $$`,
  `create trigger helpful_votes_insert_scopes after insert on helpful_votes
   referencing new table as new_rows for each statement execute function helpful_vote_scopes()`,
  `create trigger helpful_votes_delete_scopes after delete on helpful_votes
   referencing old table as old_rows for each statement execute function helpful_vote_scopes()`,
];

export function helpfulVotesMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  // As in 0001: ids are never handed out again.
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('helpful_votes')
        .addColumn('id', 'integer', identity)
        .addColumn('feedback_id', 'integer', (col) =>
          col.notNull().references('feedback.id').onDelete('cascade'),
        )
        .addColumn('aspect', 'text', (col) => col.notNull())
        .addColumn('student_user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addUniqueConstraint('helpful_votes_one_per_student', [
          'feedback_id',
          'aspect',
          'student_user_id',
        ])
        .execute();
      // A student's own marks are read per module page they open.
      await db.schema
        .createIndex('helpful_votes_by_student')
        .on('helpful_votes')
        .column('student_user_id')
        .execute();
      const statements =
        dialect === 'sqlite' ? SQLITE_TRIGGERS.map((trigger) => trigger.sql) : POSTGRES_STATEMENTS;
      for (const statement of statements) await sql.raw(statement).execute(db);
    },

    async down(db: Kysely<unknown>) {
      // Dropping the table drops its triggers.
      await db.schema.dropTable('helpful_votes').execute();
      if (dialect === 'postgres') await sql.raw('drop function helpful_vote_scopes()').execute(db);
    },
  };
}
