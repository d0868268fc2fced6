// The deployment registry: every deploy and rollback of a remote, append-only. The live
// version of a remote is its row with the highest sequence (none: its built-in build).
// (remote, sequence) is the key, so two deploys racing from the same live state cannot
// both land: the second insert of the next sequence fails and is told to check again.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

export function remoteDeploymentsMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('remote_deployments')
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('sequence', 'integer', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        // Null version and entry: the server's built-in build of the remote.
        .addColumn('version', 'text')
        .addColumn('entry', 'text')
        .addColumn('integrity', 'text')
        .addColumn('descriptor', 'text')
        .addColumn('previous_sequence', 'integer')
        .addColumn('forced', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
        .addColumn('overridden_checks', 'text')
        .addColumn('reason', 'text')
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('remote_deployments_pkey', ['remote', 'sequence'])
        .execute();

      // Every instance serves /remotes.json from its response cache, which a change of the
      // `remote-deployments` scope invalidates (see 0005-revision-scopes.ts): a deploy through
      // any instance or the command line shows everywhere. The trigger names revision_scopes,
      // which 0005 creates; a trigger's body is only resolved when it runs, and nothing is
      // deployed before every migration has run.
      if (dialect === 'postgres') {
        await sql`
          create function remote_deployments_scopes() returns trigger language plpgsql as $$
          declare next_revision bigint;
          begin
            update data_revision set revision = revision + 1 where id = 1
              returning revision into next_revision;
            insert into revision_scopes (scope, revision) values ('remote-deployments', next_revision)
              on conflict (scope) do update set revision = excluded.revision;
            return null;
          end $$`.execute(db);
        await sql`
          create trigger remote_deployments_scopes after insert on remote_deployments
          for each statement execute function remote_deployments_scopes()`.execute(db);
      } else {
        await sql`
          create trigger remote_deployments_scopes after insert on remote_deployments
          begin
            update data_revision set revision = revision + 1 where id = 1;
            insert into revision_scopes (scope, revision)
              select 'remote-deployments', (select revision from data_revision where id = 1)
              where true
              on conflict (scope) do update set revision = excluded.revision;
          end`.execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('remote_deployments').execute();
      if (dialect === 'postgres') {
        await sql`drop function if exists remote_deployments_scopes()`.execute(db);
      }
    },
  };
}
