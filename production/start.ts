// npm run start:production: the production setup on this machine, on 127.0.0.1 ports:
// nginx (Debian's package, installed when missing) serving the built frontends and
// balancing two API instances (the compiled server, `node api/dist/server.js`), which
// share one PostgreSQL database and count rate limits in one Redis.
//
//   PORT                  nginx's port (a free one when unset)
//   DATABASE_URL          the database to use; unset: a fresh one is created on
//                         POSTGRES_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
//                         seeded with the demo data, and dropped on exit
//   REDIS_URL             default redis://127.0.0.1:6379; keys under a prefix of this run,
//                         deleted on exit
//   JWT_SECRET            shared by the instances; generated for this run when unset
//   --staff USER:PASSWORD also creates (or confirms) that staff account
//
// Stops everything on SIGINT/SIGTERM. Logs: the instances' output is prefixed [api-1] and
// [api-2]; nginx's error log is in the work folder printed at start.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../api/src/config';
import { buildStale } from '../scripts/build-stale.mjs';
import { ensureDebianPackage } from '../scripts/ensure-debian-package.mjs';
import { freePort } from './free-port';
import { nginxConfig, remoteRoots, workerUser } from './nginx-config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = '/usr/sbin/nginx';
const INSTANCES = 2;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const { values: options } = parseArgs({ options: { staff: { type: 'string' } } });
const env = process.env;
const adminUrl = env.POSTGRES_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
const runId = randomBytes(5).toString('hex');
const redisKeyPrefix = `module-feedback-production-${runId}:`;
const workDir = mkdtempSync(path.join(tmpdir(), 'module-feedback-production-'));
// Owner-only, like the data folder inside: nginx's workers run as the invoking user (see
// workerUser), so they reach their temporary folders in here.
const children: ChildProcess[] = [];
let createdDatabase: string | undefined;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database for this run, unless DATABASE_URL names one. */
async function database(): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  createdDatabase = `module_feedback_${runId}`;
  await adminQuery(`create database ${createdDatabase}`);
  const url = new URL(adminUrl);
  url.pathname = `/${createdDatabase}`;
  return url.toString();
}

/** Output of a child, each line prefixed with its label. */
function prefixed(label: string, child: ChildProcess) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        console.log(`[${label}] ${line}`);
      }
    });
  }
}

function start(label: string, command: string, args: string[], childEnv: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: ROOT, env: childEnv, stdio: 'pipe' });
  prefixed(label, child);
  children.push(child);
  return child;
}

/** Runs a command of the compiled server (migrate, seed, create-staff) to its end. */
async function command(name: string, args: string[], childEnv: NodeJS.ProcessEnv) {
  const child = start(name, process.execPath, [`api/dist/${name}.js`, ...args], childEnv);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  children.splice(children.indexOf(child), 1);
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
}

async function waitUntilReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function deleteRedisKeys() {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  const exits = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    });
  const deadline = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
  await Promise.race([Promise.all(exits), deadline]);
  await deleteRedisKeys().catch(() => undefined);
  if (createdDatabase) {
    await adminQuery(`drop database if exists ${createdDatabase} with (force)`).catch(
      (error: unknown) => console.error(`could not drop ${createdDatabase}: ${String(error)}`),
    );
  }
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

async function main() {
  ensureDebianPackage(NGINX, 'nginx');
  await buildStale();
  const databaseUrl = await database();
  const shared: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    JWT_SECRET: env.JWT_SECRET || randomBytes(48).toString('base64url'),
    DATA_DIR: path.join(workDir, 'data'),
    // nginx is the only client; it passes the caller's address on.
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
  };
  await command('migrate', [], shared);
  if (createdDatabase) await command('seed', [], shared);
  if (options.staff) {
    const [username, ...password] = options.staff.split(':');
    await command(
      'create-staff',
      ['--username', username!, '--password', password.join(':')],
      shared,
    );
  }

  const apiPorts: number[] = [];
  for (let instance = 1; instance <= INSTANCES; instance++) {
    const port = await freePort();
    const child = start(`api-${instance}`, process.execPath, ['api/dist/server.js'], {
      ...shared,
      PORT: String(port),
    });
    await waitUntilReady(`http://127.0.0.1:${port}`, child);
    apiPorts.push(port);
  }

  const listenPort = env.PORT ? Number(env.PORT) : await freePort();
  const conf = path.join(workDir, 'nginx.conf');
  const site = loadConfig(shared).frontends;
  writeFileSync(
    conf,
    nginxConfig({
      listenPort,
      apiPorts,
      site,
      remoteRoots: remoteRoots(site, workDir),
      workDir,
      workerUser: workerUser(),
    }),
  );
  const nginx = start('nginx', NGINX, ['-c', conf, '-p', workDir], env);
  const url = `http://127.0.0.1:${listenPort}`;
  await waitUntilReady(url, nginx);
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`a process of the setup exited (${code}); stopping the rest`);
        void stop(1);
      }
    });
  }
  console.log(
    `Module Feedback (production setup) is running at ${url}/ — nginx in front of ` +
      `${INSTANCES} API instances on ports ${apiPorts.join(', ')}; work folder ${workDir}`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `the production setup could not start: ${String((error as Error)?.message ?? error)}`,
  );
  void stop(1);
});
