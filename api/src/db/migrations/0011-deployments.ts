// Deployments of the shell and of each remote in one history, numbered across all of them
// (#1, #2 … whatever was deployed), so a sequence names one deployment on its own
// (`npm run deployments -- mark-bad 7`). A deployable's live version is its newest row.
//
// Each row records the sequence that was live when it was checked (`replaces`, 0 for none),
// unique per deployable: of two deploys racing from the same live state only one can land.
// The rows of remote_deployments are copied over, renumbered in the order they were made; a row
// that pointed at the old "built-in build" keeps a null version (nothing in the store).
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';

interface OldRow {
  remote: string;
  sequence: number;
  action: string;
  version: string | null;
  previous_sequence: number | null;
  forced: boolean | number;
  overridden_checks: string | null;
  reason: string | null;
  actor: string;
  created_at: Date | string;
}

export function deploymentsMigration(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deployments')
        .addColumn('sequence', 'integer', (col) =>
          dialect === 'postgres'
            ? col.primaryKey().generatedByDefaultAsIdentity()
            : col.primaryKey().autoIncrement(),
        )
        .addColumn('deployable', 'text', (col) => col.notNull())
        // deploy, rollback, or pin (the checkout's build made live at a first start).
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('version', 'text')
        .addColumn('replaces', 'integer', (col) => col.notNull())
        // What a plain rollback from here returns to (0: nothing).
        .addColumn('previous_sequence', 'integer', (col) => col.notNull())
        .addColumn('forced', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
        .addColumn('overridden_checks', 'text')
        .addColumn('reason', 'text')
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addUniqueConstraint('deployments_one_successor', ['deployable', 'replaces'])
        .execute();

      const old = (await db
        .selectFrom('remote_deployments' as never)
        .selectAll()
        .execute()) as unknown as OldRow[];
      const order = (row: OldRow) => new Date(row.created_at).getTime();
      old.sort(
        (a, b) =>
          order(a) - order(b) || a.remote.localeCompare(b.remote) || a.sequence - b.sequence,
      );
      const renumbered = new Map(
        old.map((row, index) => [`${row.remote}#${row.sequence}`, index + 1]),
      );
      const number = (remote: string, sequence: number | null) =>
        sequence === null ? 0 : (renumbered.get(`${remote}#${sequence}`) ?? 0);
      for (const row of old) {
        await db
          .insertInto('deployments' as never)
          .values({
            sequence: number(row.remote, row.sequence),
            deployable: row.remote,
            action: row.action,
            version: row.version,
            replaces: number(row.remote, row.sequence - 1),
            previous_sequence: number(row.remote, row.previous_sequence),
            forced: row.forced === true || row.forced === 1 ? 1 : 0,
            overridden_checks: row.overridden_checks,
            reason: row.reason,
            actor: row.actor,
            created_at: new Date(row.created_at).toISOString(),
          } as never)
          .execute();
      }
      // remote_deployments stays for the release before this one, which may still run beside
      // this one during a rolling upgrade (add first, remove a release later); a later
      // migration drops it.

      // As 0004 did for remote_deployments: a deploy through any instance or command marks the
      // `remote-deployments` scope, so every instance serves the new manifest at once.
      if (dialect === 'postgres') {
        if (old.length > 0) {
          await sql`select setval(pg_get_serial_sequence('deployments', 'sequence'), ${old.length})`.execute(
            db,
          );
        }
        await sql`
          create trigger deployments_scopes after insert on deployments
          for each statement execute function remote_deployments_scopes()`.execute(db);
      } else {
        await sql`
          create trigger deployments_scopes after insert on deployments
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
      await db.schema.dropTable('deployments').execute();
    },
  };
}
