// Child processes and databases of the benchmarks: servers started as in production and
// stopped afterwards, temporary PostgreSQL databases.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of one bench run's own on the PostgreSQL server at `serverUrl`, dropped after. */
export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(
  serverUrl: string,
  prefix = 'mf_bench',
): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Starts a child process and resolves with the URL it reports. */
export function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(process.execPath, args, { cwd: API_ROOT, env, stdio: 'pipe' });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`process exited (${code}):\n${output}`)));
  });
  return { child, url };
}

export function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
