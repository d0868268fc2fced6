// npm run bench:load: a mixed workload against the API on SQLite (one instance) and on
// PostgreSQL (one and two instances on one database), at 10 and at 50 connections:
// throughput, p50/p99 latency, errors, and where the machine's CPU went meanwhile (the
// load generator's share, the instances', everything else's) with the load average, and
// where one instance's time went by route (from its metrics).
//
// The mix, per 20 requests (90 % reads, 10 % writes): browsing results anonymously (the
// module and year lists, a module's feedback, one year of it, a summary) and signed in
// (feedback with lecturer results, a summary), 2 feedback submissions by students (each a
// new module/year for its student, so every one is a 201), and 1 staff list (all feedback
// and all users in turn). Each instance is the compiled server run as in production (own process,
// request logging off) with rate limits in Redis when REDIS_URL is set.
//
// Two instances: the connections are split evenly between them by the load generator
// (no proxy in between, whose cost would be counted against the second instance).
// The feedback written during a run is deleted before the next one, so every run starts
// from the same data (lists and summaries grow with every submission).
//
// Then one module's list alone and while 20 submissions a second go to other modules: a
// write invalidates only the cached lists of its own module and year.
//
// SQLite: a file in a temporary folder. PostgreSQL: a temporary database on
// TEST_POSTGRES_URL's server (default postgres://postgres@127.0.0.1:5432/test), dropped
// afterwards. BENCH_DATABASES=sqlite or =postgres runs one of them; BENCH_SERVER runs another
// build of the server. Every run is
// BENCH_DURATION seconds (default 10) after a 3-second warm-up.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { createPasswordHasher } from '../src/auth/passwords';
import { createTokenService } from '../src/auth/tokens';
import { STRONG_ARGON2 } from '../src/config';
import { connectDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { nowIso } from '../src/db/values';
import { openYearIds } from '../src/academic-years/survey-window';
import { seedDemoData } from '../src/seed/demo-data';
import { insertStudents } from './bench-data';
import { countCpu } from './cpu-shares';
import { readRouteTimes, routeBreakdown } from './route-times';
import { API_ROOT, createBenchDatabase, startProcess, stop } from './processes';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 3;
const CONNECTION_COUNTS = [10, 50];
const INSTANCE_COUNTS = [1, 2];
/** Enough students that no (student, module, year) is submitted twice in any run. */
const WRITERS = 600;
const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
/**
 * The compiled server; BENCH_SERVER names another build (an earlier version's, to compare in
 * one run). The data is prepared by this version: an earlier one starts on a database with
 * newer migrations, as in a rolling upgrade.
 */
const SERVER_SCRIPT = process.env.BENCH_SERVER || 'dist/server.js';

interface World {
  /** Unset: SQLite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  writerIds: number[];
  modules: Array<{ id: number; code: string }>;
  years: Array<{ id: number; year: number }>;
  studentToken: string;
  staffToken: string;
  writerTokens: string[];
}

async function prepare(
  databaseUrl: string | undefined,
  jwtSecret: string,
  dataDir: string,
): Promise<World> {
  const connection = connectDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(connection);
    const passwords = await createPasswordHasher(STRONG_ARGON2);
    await seedDemoData(connection.db, passwords);
    const writers = await insertStudents(connection.db, {
      count: WRITERS,
      prefix: 'writer',
      firstStudentId: 7_000_000,
      passwordHash: await passwords.hash('bench writer password'),
    });
    const staff = await connection.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('is_staff', '=', 1)
      .executeTakeFirstOrThrow();
    const tokens = createTokenService({
      secret: jwtSecret,
      accessTtlSeconds: 3600,
      refreshTtlSeconds: 3600,
    });
    const issue = (
      user: { id: number; username: string; student_id?: number | null },
      isStaff: boolean,
    ) =>
      tokens.issueAccess({
        id: user.id,
        username: user.username,
        isStaff,
        studentId: user.student_id ?? null,
        emailVerified: true,
      });
    return {
      databaseUrl,
      dataDir,
      writerIds: writers.map((writer) => writer.id),
      modules: await connection.db
        .selectFrom('modules')
        .select(['id', 'code'])
        .orderBy('id')
        .execute(),
      // Feedback is written for the years open for it.
      years: await connection.db
        .selectFrom('academic_years')
        .select(['id', 'year'])
        .where('id', 'in', openYearIds(connection.db, nowIso()))
        .orderBy('year')
        .execute(),
      studentToken: await issue(writers[0]!, false),
      staffToken: await issue(staff, true),
      writerTokens: await Promise.all(writers.map((writer) => issue(writer, false))),
    };
  } finally {
    await connection.db.destroy();
  }
}

/**
 * Feedback submissions, each by a writer for a module and year they have not written on
 * yet (so every one is a 201). `skip` leaves out one module.
 */
function submissions(world: World, skip?: number) {
  const modules = world.modules.filter((module) => module.id !== skip);
  const { years } = world;
  const combinations = modules.length * years.length;
  let submitted = 0;
  return () => {
    const n = submitted++;
    const writer = Math.floor(n / combinations) % world.writerTokens.length;
    const module = modules[n % modules.length]!;
    const year = years[Math.floor(n / modules.length) % years.length]!;
    return {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${world.writerTokens[writer]}`,
      },
      body: JSON.stringify({
        academicYear: year.id,
        module: module.id,
        materialRating: 4,
        materialFeedback: 'Clear notes and useful labs.',
        assessmentRating: 3.5,
        assessmentFeedback: 'Fair coursework.',
        lecturerRating: 4.5,
        lecturerFeedback: 'Engaging lectures.',
      }),
    };
  };
}

/** The 20-request cycle every connection walks through. */
function workload(world: World): Request[] {
  const { modules, years } = world;
  const nextSubmission = submissions(world);
  const submit: Request = {
    method: 'POST',
    path: '/api/newfeedback/',
    setupRequest: (request) => ({ ...request, ...nextSubmission() }),
  };
  const gzip = { 'accept-encoding': 'gzip' };
  const student = { ...gzip, authorization: `Bearer ${world.studentToken}` };
  const staff = { ...gzip, authorization: `Bearer ${world.staffToken}` };
  const latest = years.at(-1)!.year;
  const code = (i: number) => modules[i % modules.length]!.code;
  const get = (path: string, headers: Record<string, string> = gzip): Request => ({
    method: 'GET',
    path,
    headers,
  });
  let staffLists = 0;
  const staffList: Request = {
    ...get('/api/feedbacks/', staff),
    setupRequest: (request) => ({
      ...request,
      path: staffLists++ % 2 === 0 ? '/api/feedbacks/' : '/api/accounts/users/',
    }),
  };
  return [
    get('/api/modules/'),
    get('/api/academicyears/'),
    get(`/api/feedback/${code(0)}`),
    get(`/api/summarize-feedback/${code(0)}/${latest}`),
    get(`/api/feedback/${code(1)}?year=${latest}`),
    get(`/api/feedback/${code(2)}`, student),
    get(`/api/summarize-feedback/${code(2)}/${latest}`, student),
    get(`/api/feedback/${code(3)}?page=1&pageSize=20`),
    submit,
    get('/api/modules/'),
    get(`/api/feedback/${code(4)}`),
    get(`/api/feedback/${code(5)}`, student),
    staffList,
    get(`/api/feedback/${code(6)}?year=${latest}`, student),
    get(`/api/summarize-feedback/${code(7)}/${latest}`),
    get('/api/academicyears/'),
    get(`/api/feedback/${code(8)}`),
    submit,
    get('/api/modules/'),
    get(`/api/feedback/${code(9)}`, student),
  ];
}

interface Outcome {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs the cycle against every instance at once, the connections split evenly. */
async function measure(urls: string[], connections: number, requests: Request[], seconds: number) {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({ url, connections: connections / urls.length, duration: seconds, requests }),
    ),
  );
  // The busiest instance's percentiles: the slower half decides what users see.
  return results.reduce<Outcome>(
    (total, result) => ({
      requests: total.requests + result.requests.total,
      p50: Math.max(total.p50, result.latency.p50),
      p99: Math.max(total.p99, result.latency.p99),
      errors: total.errors + result.errors + result.timeouts + result.non2xx,
    }),
    { requests: 0, p50: 0, p99: 0, errors: 0 },
  );
}

/** Removes what the writers submitted, so the next run starts from the seeded data. */
async function removeSubmissions(world: World) {
  const connection = connectDatabase(world);
  try {
    await connection.db
      .deleteFrom('feedback')
      .where('student_user_id', 'in', world.writerIds)
      .execute();
  } finally {
    await connection.db.destroy();
  }
}

const WRITES_PER_SECOND = 20;

/**
 * Single routes of the first module read at 50 connections, alone and while other modules
 * receive WRITES_PER_SECOND submissions: with invalidation per module and year, the writes
 * cost only the CPU they take.
 */
async function routesUnderWrites(world: World, instance: Instance) {
  const [module] = world.modules;
  const latest = world.years.at(-1)!.year;
  const nextSubmission = submissions(world, module!.id);
  const routes = ['/api/modules/', `/api/feedback/${module!.code}`];
  routes.push(`/api/summarize-feedback/${module!.code}/${latest}`);
  const rows = [];
  for (const route of routes) {
    const requests: Request[] = [
      { method: 'GET', path: route, headers: { 'accept-encoding': 'gzip' } },
    ];
    const read = async () => {
      const cpu = countCpu([instance.pid]);
      const outcome = await measure([instance.url], 50, requests, DURATION_SECONDS);
      return { outcome, cpu: cpu() };
    };
    await measure([instance.url], 50, requests, WARMUP_SECONDS);
    const alone = await read();
    let writes = 0;
    const writer = setInterval(() => {
      writes += 1;
      void fetch(`${instance.url}/api/newfeedback/`, { method: 'POST', ...nextSubmission() });
    }, 1000 / WRITES_PER_SECOND);
    const underWrites = await read().finally(() => clearInterval(writer));
    await removeSubmissions(world);
    const row = (label: string, { outcome, cpu }: Awaited<ReturnType<typeof read>>) => ({
      'GET, 50 connections': `${route} ${label}`,
      'req/s': Math.round(outcome.requests / DURATION_SECONDS),
      'p99 ms': outcome.p99,
      errors: outcome.errors,
      ...cpu,
    });
    rows.push(
      row('alone', alone),
      row(`+ ${Math.round(writes / DURATION_SECONDS)} writes/s elsewhere`, underWrites),
    );
  }
  console.log(`\nSingle routes while other modules receive ${WRITES_PER_SECOND} writes/s\n`);
  console.table(rows);
}

interface Instance {
  url: string;
  pid: number;
}

/** Starts the compiled server as in production; DATABASE_URL unset means SQLite in dataDir. */
async function startInstance(world: World, jwtSecret: string, children: ChildProcess[]) {
  const { child, url } = startProcess(
    [SERVER_SCRIPT],
    {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      DATA_DIR: world.dataDir,
      DATABASE_URL: world.databaseUrl ?? '',
      REDIS_KEY_PREFIX: `mf-bench-load-${randomBytes(5).toString('hex')}:`,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_REQUESTS: 'false',
    },
    /running at (http:\/\/[^/\s]+)\//,
  );
  children.push(child);
  return { url: await url, pid: child.pid! };
}

/** The mixed workload at every instance and connection count, then single routes. */
async function benchDatabase(
  label: string,
  databaseUrl: string | undefined,
  instanceCounts: number[],
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mf-bench-load-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const children: ChildProcess[] = [];
  try {
    const world = await prepare(databaseUrl, jwtSecret, dataDir);
    const requests = workload(world);
    const instances: Instance[] = [];
    for (let i = 0; i < Math.max(...instanceCounts); i++) {
      instances.push(await startInstance(world, jwtSecret, children));
    }
    console.log(
      `\nMixed load (90 % reads, 10 % writes), ${label}, ${DURATION_SECONDS} s per run, ` +
        `rate limits ${process.env.REDIS_URL ? 'in Redis' : 'in-process'}\n`,
    );
    const rows = [];
    let breakdown: ReturnType<typeof routeBreakdown> = [];
    for (const count of instanceCounts) {
      for (const connections of CONNECTION_COUNTS) {
        const targets = instances.slice(0, count);
        const urls = targets.map((instance) => instance.url);
        await measure(urls, connections, requests, WARMUP_SECONDS);
        await removeSubmissions(world);
        const timesBefore = await readRouteTimes(urls[0]!);
        const cpu = countCpu(targets.map((instance) => instance.pid));
        const outcome = await measure(urls, connections, requests, DURATION_SECONDS);
        const shares = cpu();
        if (count === 1 && connections === Math.max(...CONNECTION_COUNTS)) {
          breakdown = routeBreakdown(timesBefore, await readRouteTimes(urls[0]!));
        }
        await removeSubmissions(world);
        rows.push({
          instances: count,
          connections,
          'req/s': Math.round(outcome.requests / DURATION_SECONDS),
          'p50 ms': outcome.p50,
          'p99 ms': outcome.p99,
          errors: outcome.errors,
          ...shares,
        });
      }
    }
    console.table(rows);
    console.log(
      `\nWhere one instance's time went at ${Math.max(...CONNECTION_COUNTS)} connections\n`,
    );
    console.table(breakdown);
    await routesUnderWrites(world, instances[0]!);
  } finally {
    await Promise.all(children.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.env.BENCH_SERVER) {
    execFileSync(process.execPath, [path.join(API_ROOT, 'build.mjs')], { stdio: 'inherit' });
  }
  const only = process.env.BENCH_DATABASES;
  if (only !== 'postgres') await benchDatabase('SQLite', undefined, [1]);
  if (only === 'sqlite') return;
  const database = await createBenchDatabase(ADMIN_URL, 'mf_bench_load');
  try {
    await benchDatabase('PostgreSQL', database.url, INSTANCE_COUNTS);
  } finally {
    await database.drop();
  }
}

await main();
