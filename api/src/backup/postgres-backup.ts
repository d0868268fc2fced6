// PostgreSQL through pg_dump and pg_restore. pg_dump reads everything in one transaction
// (one snapshot) while the instances go on reading and writing. A restore is one
// transaction: what the target's schema held is dropped and pg_restore's script run, both
// through psql, and committed only when all of it succeeded, so a restore that fails
// leaves the database as it was. The password travels in the environment, never on a
// command line.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { CommandError } from '../cli/runtime';
import { DATA_TABLES, checkMigrationsKnown, refuseNonEmpty } from './backup-file';
import { findPgTool } from './postgres-tools';
import type { Progress } from './sqlite-backup';

/** Its connections are told apart from the instances' ("module-feedback"). */
const APPLICATION_NAME = 'module-feedback-backup';

/** The URL for a tool's command line, and its password for the tool's environment. */
function forCommandLine(databaseUrl: string) {
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

/** Calls `onLine` with each whole line the stream writes. */
function eachLine(stream: Readable, onLine: (line: string) => void) {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  stream.on('end', () => pending && onLine(pending));
}

/**
 * Reads a tool's --verbose output: lines saying which table it is at become progress
 * (`pattern` captures the table), lines saying something went wrong are kept for the message.
 */
function watchOutput(stream: Readable, pattern: RegExp, report: Progress, problems: string[]) {
  eachLine(stream, (line) => {
    const table = pattern.exec(line)?.[1];
    if (table) report(table);
    else if (/error|fatal|warning/i.test(line)) problems.push(line);
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });

/** Runs a pg tool to its end; resolves with what it wrote to standard output. */
async function runPgTool(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  progress: { pattern: RegExp; report: Progress } = { pattern: /^$/, report: () => {} },
): Promise<string> {
  const child = spawn(program, args, { env: { ...process.env, ...env } });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const problems: string[] = [];
  watchOutput(child.stderr, progress.pattern, progress.report, problems);
  const code = await exitOf(child);
  if (code !== 0) {
    throw new CommandError(`${program} failed (exit ${code}):\n${problems.join('\n')}`);
  }
  return stdout;
}

export async function backupPostgres(databaseUrl: string, partial: string, report: Progress) {
  const { url, env } = forCommandLine(databaseUrl);
  await runPgTool(
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
  const script = await runPgTool(
    pgRestore,
    ['--data-only', '--table=kysely_migration', '--file=-', backup],
    {},
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

/**
 * What dropping the schema's contents takes: views, tables (with their triggers and
 * owned sequences), other sequences, then functions, leaving what extensions own alone.
 */
async function dropStatements(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(`
    select format('drop %s if exists %s cascade;', kind, name) as statement from (
      select 1 as step, 'view' as kind, format('%I', table_name) as name
        from information_schema.views where table_schema = current_schema()
      union all
      select 2, 'table', format('%I', table_name) from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
      union all
      select 3, 'sequence', format('%I', sequence_name) from information_schema.sequences
        where sequence_schema = current_schema()
      union all
      select 4, 'function', p.oid::regprocedure::text from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = current_schema() and p.prokind = 'f'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    ) as objects order by step`);
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
  const { url, env } = forCommandLine(databaseUrl);
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
  eachLine(psql.stderr, (line) => problems.push(line));
  watchOutput(
    script.stderr,
    /processing data for table "?([^"]+)"?/,
    (table) => report(`restoring ${table}`),
    problems,
  );
  psql.stdin.on('error', () => {}); // psql stopped early: its exit code says why
  psql.stdin.write(['begin;', 'set client_min_messages = warning;', ...drops, ''].join('\n'));
  script.stdout.pipe(psql.stdin, { end: false });
  // Committed only once the whole script has come: psql ending inside the transaction
  // (the archive could not be read to its end) leaves the database untouched.
  const scriptDone = exitOf(script).then((code) => {
    psql.stdin.end(code === 0 ? 'commit;\n' : undefined);
    return code;
  });
  return Promise.all([scriptDone, exitOf(psql)]).then(([scriptCode, psqlCode]) => {
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
