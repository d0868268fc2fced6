// PostgreSQL through pg_dump and pg_restore. pg_dump reads everything in one transaction
// (one snapshot) while the instances go on reading and writing. A restore is one
// transaction: what the target's schema held is dropped and pg_restore's script run, both
// through psql, and committed only when all of it succeeded, so a restore that fails
// leaves the database as it was. The password travels in the environment, never on a command line.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { CommandError } from '../cli/runtime';
import { DATA_TABLES, checkMigrationsKnown, refuseNonEmpty } from './backup-file';
import { findPgTool } from './postgres-tools';
import type { Progress } from './sqlite-backup';

/** Its connections are told apart from the instances' ("module-feedback"). */
const APPLICATION_NAME = 'module-feedback-backup';

function withoutPassword(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  url.searchParams.set('application_name', APPLICATION_NAME);
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: APPLICATION_NAME,
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ version: string }>(
    "select current_setting('server_version_num') as version",
  );
  return Math.floor(Number(rows[0]!.version) / 10_000);
}

/** Runs a pg tool; lines of its --verbose output that say where it is become progress. */
function runTool(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  progress: { pattern: RegExp; report: Progress },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env } });
    let stdout = '';
    const problems: string[] = [];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    let pending = '';
    child.stderr.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const step = progress.pattern.exec(line);
        if (step) progress.report(step[1]!);
        else if (/error|fatal|warning/i.test(line)) problems.push(line);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new CommandError(`${program} failed (exit ${code}):\n${problems.join('\n')}`));
    });
  });
}

export async function backupPostgres(databaseUrl: string, partial: string, report: Progress) {
  const { url, env } = withoutPassword(databaseUrl);
  await runTool(
    findPgTool('pg_dump', await withClient(databaseUrl, serverMajor)),
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--verbose',
      `--file=${partial}`,
      `--dbname=${url}`,
    ],
    env,
    {
      pattern: /dumping contents of table "?([^"]+)"?/,
      report: (table) => report(`copying ${table}`),
    },
  );
}

/** The migrations a pg_dump archive holds: the data of its kysely_migration table. */
async function migrationsIn(pgRestore: string, backup: string): Promise<string[]> {
  const script = await runTool(
    pgRestore,
    ['--data-only', '--table=kysely_migration', '--file=-', backup],
    {},
    { pattern: /^$/, report: () => {} },
  );
  const copy = script.split('\n');
  const start = copy.findIndex((line) => /^COPY \S*kysely_migration /.test(line));
  if (start < 0) return [];
  const end = copy.indexOf('\\.', start);
  return copy.slice(start + 1, end).map((line) => line.split('\t')[0]!);
}

async function dataRows(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ table_name: string }>(
    'select table_name from information_schema.tables where table_schema = current_schema() and table_name = any($1)',
    [DATA_TABLES],
  );
  let sum = 0;
  for (const { table_name } of rows) {
    const count = await client.query<{ n: string }>(`select count(*) as n from "${table_name}"`);
    sum += Number(count.rows[0]!.n);
  }
  return sum;
}

/** Instances still connected would serve from caches that no longer match the data. */
async function refuseWhileServed(client: pg.Client) {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity
      where datname = current_database() and application_name = 'module-feedback'`,
  );
  const connections = Number(rows[0]!.n);
  if (connections > 0) {
    throw new CommandError(
      `${connections} connections of running Module Feedback instances are open on this database; stop the instances first, then restore.`,
    );
  }
}

/** What dropping the schema's contents takes (tables, views, sequences, functions). */
async function dropStatements(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(`
    select format('drop %s if exists %s cascade;', kind, name) as statement from (
      select 'table' as kind, format('%I', table_name) as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
      union all
      select 'view', format('%I', table_name) from information_schema.views
        where table_schema = current_schema()
      union all
      select 'sequence', format('%I', sequence_name) from information_schema.sequences
        where sequence_schema = current_schema()
      union all
      select 'function', p.oid::regprocedure::text from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = current_schema()
    ) as objects`);
  return rows.map((row) => row.statement);
}

/** pg_restore's script after the drops, into psql as one transaction. */
function replaceContents(
  programs: { pgRestore: string; psql: string },
  backup: string,
  drops: string[],
  databaseUrl: string,
  report: Progress,
): Promise<void> {
  const { url, env } = withoutPassword(databaseUrl);
  const psql = spawn(
    programs.psql,
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${url}`],
    { env: { ...process.env, ...env }, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const script = spawn(programs.pgRestore, [
    '--no-owner',
    '--no-privileges',
    '--verbose',
    '--file=-',
    backup,
  ]);
  const problems: string[] = [];
  psql.stderr.on('data', (chunk) => problems.push(String(chunk).trim()));
  script.stderr.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      const table = /processing data for table "?([^"]+)"?/.exec(line)?.[1];
      if (table) report(`restoring ${table}`);
      else if (/error|fatal/i.test(line)) problems.push(line);
    }
  });
  psql.stdin.on('error', () => {}); // psql stopped early: its exit code says why
  psql.stdin.write(['begin;', 'set client_min_messages = warning;', ...drops, ''].join('\n'));
  script.stdout.pipe(psql.stdin, { end: false });
  const exit = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
  // Committed only once the whole script has come: psql ending inside the transaction
  // (the archive could not be read to its end) leaves the database untouched.
  const scriptDone = exit(script).then((code) => {
    psql.stdin.end(code === 0 ? 'commit;\n' : undefined);
    return code;
  });
  return Promise.all([scriptDone, exit(psql)]).then(([scriptCode, psqlCode]) => {
    if (scriptCode !== 0 || psqlCode !== 0) {
      throw new CommandError(
        `the restore failed and was undone; the database is as it was:\n${problems.join('\n')}`,
      );
    }
  });
}

export async function restorePostgres(
  backup: string,
  databaseUrl: string,
  { force, report }: { force: boolean; report: Progress },
) {
  const major = await withClient(databaseUrl, serverMajor);
  const programs = { pgRestore: findPgTool('pg_restore', major), psql: findPgTool('psql', major) };
  checkMigrationsKnown(await migrationsIn(programs.pgRestore, backup), 'postgres');
  const drops = await withClient(databaseUrl, async (client) => {
    await refuseWhileServed(client);
    refuseNonEmpty(new URL(databaseUrl).pathname.slice(1), await dataRows(client), force);
    return dropStatements(client);
  });
  await replaceContents(programs, backup, drops, databaseUrl, report);
}
