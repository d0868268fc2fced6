// Canaries: a version of one deployable made live for a share of browsers beside its live
// deployment, until it is promoted (deployed for everyone), aborted, or rolled back
// automatically. A deployable has one running canary at most: `running_for` holds its name
// while it runs and is emptied when it ends, and is unique (NULLs never collide).
//
// Starting or ending one changes what /remotes.json answers, so, as deploys do, it marks the
// `remote-deployments` scope: every instance serves the new state at once.
import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

export function canariesMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const identity = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('canaries')
        .addColumn('id', 'integer', identity)
        .addColumn('deployable', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        // Percent of browsers, 1–99.
        .addColumn('share', 'integer', (col) => col.notNull())
        // The deployment live when it started: promoting or aborting expects it still live.
        .addColumn('base_sequence', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text')
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('started_at', timestamp, (col) => col.notNull())
        .addColumn('running_for', 'text', (col) => col.unique())
        // promoted, aborted or rolled-back (automatically, for its failures).
        .addColumn('outcome', 'text')
        .addColumn('ended_at', timestamp)
        .addColumn('ended_by', 'text')
        .addColumn('end_reason', 'text')
        .execute();
      if (dialect === 'postgres') {
        // remote_deployments_scopes() is 0004's function, which 0011's trigger calls too.
        await sql`
          create trigger canaries_scopes after insert or update on canaries
          for each statement execute function remote_deployments_scopes()`.execute(db);
      } else {
        for (const event of ['insert', 'update']) {
          await sql
            .raw(
              `create trigger canaries_${event}_scopes after ${event} on canaries
              begin
                update data_revision set revision = revision + 1 where id = 1;
                insert into revision_scopes (scope, revision)
                  select 'remote-deployments', (select revision from data_revision where id = 1)
                  where true
                  on conflict (scope) do update set revision = excluded.revision;
              end`,
            )
            .execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('canaries').execute();
    },
  };
}
