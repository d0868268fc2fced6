// npm run start:production: the production setup on this machine, on 127.0.0.1 ports:
// nginx (Debian's package, installed when missing) balancing two API instances (the
// compiled server, `node api/dist/server.js`), which share one PostgreSQL database (and in
// it the artefact store the frontends are served from; the first to start pins the
// checkout's builds) and count rate limits in one Redis.
//
//   PORT                  nginx's port (a free one when unset); with TLS it redirects to HTTPS
//   TLS_CERTIFICATE,      PEM files of the certificate (with its chain) and its key: nginx
//   TLS_KEY               then serves HTTPS on HTTPS_PORT (a free one when unset)
//   DATABASE_URL          the database to use; unset: a fresh one is created on
//                         POSTGRES_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
//                         seeded with the demo data, and dropped on exit
//   REDIS_URL             default redis://127.0.0.1:6379; keys under a prefix of this run,
//                         deleted on exit
//   JWT_SECRET            shared by the instances; generated for this run when unset
//   --staff USER:PASSWORD also creates (or confirms) that staff account
//
// Stops everything on SIGINT/SIGTERM. On SIGUSR2 it upgrades the instances one at a time to
// the server in api/dist now (after `npm run build -w api`), without a failed request (see
// rolling-upgrade.ts). Logs: the instances' output is prefixed [api-1] and [api-2]; nginx's
// error log is in the work folder printed at start.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { buildStale } from '../scripts/build-stale.mjs';
import { ensureDebianPackage } from '../scripts/ensure-debian-package.mjs';
import {
  createFreshDatabase,
  DEFAULT_POSTGRES_ADMIN_URL,
  type FreshDatabase,
} from './fresh-database';
import { freePort } from '@module-feedback/test-support/free-port';
import { nginxConfig, workerUser, type TlsSetup } from './nginx-config';
import { NGINX, startNginx } from './nginx-process';
import { upgradeOneByOne } from './rolling-upgrade';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INSTANCES = 2;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const { values: options } = parseArgs({ options: { staff: { type: 'string' } } });
const env = process.env;
const adminUrl = env.POSTGRES_ADMIN_URL || DEFAULT_POSTGRES_ADMIN_URL;
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
const runId = randomBytes(5).toString('hex');
const redisKeyPrefix = `module-feedback-production-${runId}:`;
const workDir = mkdtempSync(path.join(tmpdir(), 'module-feedback-production-'));
// Owner-only, like the data folder inside: nginx's workers run as the invoking user (see
// workerUser), so they reach their temporary folders in here.
const children: ChildProcess[] = [];
let createdDatabase: FreshDatabase | undefined;

/** A fresh database for this run, unless DATABASE_URL names one. */
async function database(): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  createdDatabase = await createFreshDatabase(adminUrl, `module_feedback_${runId}`);
  return createdDatabase.url;
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
      // With TLS, plain HTTP answers with its redirect: nginx is up, HTTPS included.
      const response = await fetch(`${url}/ready`, { redirect: 'manual' });
      if (response.ok || response.status === 308) return;
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
    await createdDatabase
      .drop()
      .catch((error: unknown) =>
        console.error(`could not drop ${createdDatabase!.name}: ${String(error)}`),
      );
  }
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

interface Instance {
  number: number;
  port: number;
  stop(): Promise<void>;
}

/** Processes stopped on purpose (an instance being replaced); any other exit stops all. */
const retiring = new Set<ChildProcess>();

function supervise(child: ChildProcess) {
  child.once('exit', (code) => {
    if (children.includes(child)) children.splice(children.indexOf(child), 1);
    if (!stopping && !retiring.has(child)) {
      console.error(`a process of the setup exited (${code}); stopping the rest`);
      void stop(1);
    }
  });
}

async function startInstance(number: number, port: number, childEnv: NodeJS.ProcessEnv) {
  const child = start(`api-${number}`, process.execPath, ['api/dist/server.js'], {
    ...childEnv,
    PORT: String(port),
  });
  supervise(child);
  await waitUntilReady(`http://127.0.0.1:${port}`, child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    number,
    port,
    async stop() {
      retiring.add(child);
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies Instance;
}

/** HTTPS when TLS_CERTIFICATE and TLS_KEY name the PEM files. */
async function tlsSetup(): Promise<TlsSetup | undefined> {
  const [certificate, key] = [env.TLS_CERTIFICATE?.trim(), env.TLS_KEY?.trim()];
  if (!certificate && !key) return undefined;
  if (!certificate || !key) {
    throw new Error('set both TLS_CERTIFICATE and TLS_KEY (PEM files), or neither');
  }
  for (const file of [certificate, key]) {
    if (!existsSync(file)) throw new Error(`${file} does not exist`);
  }
  const port = env.HTTPS_PORT ? Number(env.HTTPS_PORT) : await freePort();
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`HTTPS_PORT must be a port number, got "${env.HTTPS_PORT}"`);
  }
  return { port, certificate: path.resolve(certificate), key: path.resolve(key) };
}

async function main() {
  ensureDebianPackage(NGINX, 'nginx');
  await buildStale();
  const tls = await tlsSetup();
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

  let instances: Instance[] = [];
  for (let number = 1; number <= INSTANCES; number++) {
    instances.push(await startInstance(number, await freePort(), shared));
  }
  const apiPorts = instances.map((instance) => instance.port);

  const listenPort = env.PORT ? Number(env.PORT) : await freePort();
  const config = (drainedPorts: number[] = []) =>
    nginxConfig({
      listenPort,
      apiPorts,
      workDir,
      workerUser: workerUser(),
      tls,
      drainedPorts,
    });
  const nginx = startNginx(workDir, config(), (command, args) =>
    start('nginx', command, args, env),
  );
  supervise(nginx.child);
  await waitUntilReady(`http://127.0.0.1:${listenPort}`, nginx.child);

  let upgrading = false;
  process.on('SIGUSR2', () => {
    if (upgrading) return console.log('an upgrade is already under way');
    upgrading = true;
    console.log('upgrading the API instances one at a time to api/dist/server.js');
    upgradeOneByOne(instances, {
      drain: (ports) => nginx.reload(config(ports)),
      startSuccessor: (old) => startInstance(old.number, old.port, shared),
    })
      .then(
        (upgraded) => {
          instances = upgraded;
          console.log('upgrade done: every instance runs the new version');
        },
        (error: unknown) =>
          console.error(
            `upgrade stopped: ${String((error as Error)?.message ?? error)}; ` +
              'the instances not replaced yet keep serving',
          ),
      )
      .finally(() => (upgrading = false));
  });

  const url = tls ? `https://127.0.0.1:${tls.port}` : `http://127.0.0.1:${listenPort}`;
  console.log(
    `Module Feedback (production setup) is running at ${url}/ — nginx in front of ` +
      `${INSTANCES} API instances on ports ${apiPorts.join(', ')}` +
      (tls ? ` (http://127.0.0.1:${listenPort}/ redirects to HTTPS)` : '') +
      `; work folder ${workDir}; upgrade the instances with kill -USR2 ${process.pid}`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `the production setup could not start: ${String((error as Error)?.message ?? error)}`,
  );
  void stop(1);
});
