// npm run bench: throughput and latency of GET /api/modules/ and GET /api/feedback/{code}
// (a module with 1,000 entries) at 50 connections, beside a bare node:http server sending
// the same bytes from memory, in the same run. Then the summarizer's own benchmark.
//
// The API runs as in production (NODE_ENV=production, its own process, SQLite in a
// temporary folder). With DATABASE_URL set, a temporary database on that PostgreSQL
// server is used instead, and dropped afterwards.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPasswordHasher } from '../src/auth/passwords';
import { STRONG_ARGON2 } from '../src/config';
import { connectDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { BENCH_MODULE_CODE, addBenchModule } from './bench-data';
import { createBenchDatabase, startProcess, stop } from './processes';
import { benchSummaries } from './summaries';

const CONNECTIONS = 50;
/** Seconds per measured run. API and bare runs alternate ROUNDS times and the medians are
 * compared, so load from other processes on the machine affects both sides alike. */
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = 3;
const WARMUP_SECONDS = 2;

const FEEDBACK_PATH = `/api/feedback/${BENCH_MODULE_CODE}`;
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
interface Route {
  name: string;
  path: string;
  headers?: Record<string, string>;
}
/**
 * The gzip row asks for gzip like every browser does; the others take plain JSON. The summary
 * is made by the first request (before the runs), so the runs measure cached summaries.
 */
const routesFor = (year: number): Route[] => [
  { name: 'GET /api/modules/', path: '/api/modules/' },
  { name: 'GET /api/feedback/{code} (1,000 rows)', path: FEEDBACK_PATH },
  { name: 'same, client accepts gzip', path: FEEDBACK_PATH, headers: GZIP },
  {
    name: 'GET /api/summarize-feedback/{code}/{year}, cached',
    path: `/api/summarize-feedback/${BENCH_MODULE_CODE}/${year}`,
  },
];

interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function run(url: string, headers: Record<string, string> | undefined, duration: number) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function summarise(runs: Measurement[]): Measurement {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failures: runs.reduce((total, r) => total + r.failures, 0),
  };
}

/** Alternates runs against both servers, after a warm-up of each. */
async function compare(apiUrl: string, bareUrl: string, headers?: Record<string, string>) {
  await run(apiUrl, headers, WARMUP_SECONDS);
  await run(bareUrl, headers, WARMUP_SECONDS);
  const ours: Measurement[] = [];
  const baseline: Measurement[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(await run(apiUrl, headers, DURATION_SECONDS));
    baseline.push(await run(bareUrl, headers, DURATION_SECONDS));
  }
  return { ours: summarise(ours), baseline: summarise(baseline) };
}

/** Returns the academic year of the bench module's feedback. */
async function prepareDatabase(dataDir: string, databaseUrl: string | undefined) {
  const connection = connectDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(connection);
    const passwords = await createPasswordHasher(STRONG_ARGON2);
    await seedDemoData(connection.db, passwords);
    return await addBenchModule(connection.db, await passwords.hash('bench password'));
  } finally {
    await connection.db.destroy();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mf-bench-'));
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
  const database = serverUrl ? await createBenchDatabase(serverUrl) : undefined;
  const databaseUrl = database?.url;
  const children: ChildProcess[] = [];
  try {
    const routes = routesFor(await prepareDatabase(dataDir, databaseUrl));
    const api = startProcess(
      ['--import', 'tsx', 'src/cli/server.ts'],
      {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_REQUESTS: process.env.LOG_REQUESTS ?? 'false',
      },
      /running at (http:\/\/[^/\s]+)\//,
    );
    children.push(api.child);
    const apiUrl = await api.url;

    const bodies: Record<string, string> = {};
    for (const route of routes) {
      bodies[route.path] ??= await (await fetch(apiUrl + route.path)).text();
    }
    const bodiesFile = path.join(dataDir, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = startProcess(
      ['--import', 'tsx', 'bench/bare-server.ts', bodiesFile],
      process.env,
      /listening (\d+)/,
    );
    children.push(bare.child);
    const bareUrl = `http://127.0.0.1:${await bare.url}`;

    console.log(
      `\nAPI benchmark: ${CONNECTIONS} connections, median of ${ROUNDS} alternating runs of ` +
        `${DURATION_SECONDS} s, database: ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ` +
        `request logging ${process.env.LOG_REQUESTS === 'true' ? 'on' : 'off'}\n`,
    );
    const rows = [];
    for (const route of routes) {
      const { ours, baseline } = await compare(
        apiUrl + route.path,
        bareUrl + route.path,
        route.headers,
      );
      const kb = (Buffer.byteLength(bodies[route.path]!) / 1024).toFixed(1);
      rows.push({
        route: route.headers ? route.name : `${route.name} [${kb} KiB]`,
        'API req/s': Math.round(ours.rps),
        'API p50 ms': ours.p50,
        'API p99 ms': ours.p99,
        'bare req/s': Math.round(baseline.rps),
        'bare p99 ms': baseline.p99,
        'API/bare': `${((ours.rps / baseline.rps) * 100).toFixed(0)}%`,
        failures: ours.failures + baseline.failures,
      });
    }
    console.table(rows);
  } finally {
    await Promise.all(children.map(stop));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await benchSummaries();
}

await main();
