// What this instance tells Prometheus at GET /metrics: its requests, its database waits,
// its summary workers, rate-limit refusals and the deployments of the remotes, beside
// Node's own process figures. Each app has a registry of its own (not prom-client's
// global one), so several apps in one process, as in the tests, each count their own;
// with several instances, each is scraped on its own.
import { REMOTE_FOLDERS } from '@module-feedback/federation/contract';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseTimings, PoolFigures } from '../db/database';
import { unavailability } from '../db/errors';
import type { SummaryRunObserver } from '../feedback-summaries/summary-pool';
import type { DeploymentFigures } from './deployment-figures';

const PREFIX = 'module_feedback_';
/** From a cached list (a few ms) to the longest a request may wait on the database. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A summary takes up to about a second for 5,000 texts; a runaway is stopped at 60 s. */
const SUMMARY_SECONDS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** Where the gauges read their figures when Prometheus asks. */
export interface MetricSources {
  /** PostgreSQL only. */
  pool?: () => PoolFigures;
  summaryWorkers: () => { queued: number; threads: number };
  deployments: () => Promise<DeploymentFigures>;
}

export interface Metrics {
  registry: Registry;
  /** One finished HTTP request; route is its pattern (`/api/modules/:code/`). */
  request(labels: { method: string; route: string; status: number }, seconds: number): void;
  database: DatabaseTimings;
  summaryRun: SummaryRunObserver;
  /** Starts reading the gauges' figures from these sources. */
  observe(sources: MetricSources): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let sources: MetricSources | undefined;

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from receiving a request to answering it, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: SECONDS,
    registers,
  });
  const refusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused by a rate limit (429), by route pattern.',
    labelNames: ['route'],
    registers,
  });

  const connectionWait = new Histogram({
    name: `${PREFIX}db_connection_wait_seconds`,
    help: 'Time a caller waited for a database connection (the pool, or the embedded database’s one connection).',
    buckets: SECONDS,
    registers,
  });
  const statementSeconds = new Histogram({
    name: `${PREFIX}db_statement_duration_seconds`,
    help: 'Time a database statement took, lock waits included, by kind (read or write).',
    labelNames: ['kind'],
    buckets: SECONDS,
    registers,
  });
  const unavailable = new Counter({
    name: `${PREFIX}db_unavailable_errors_total`,
    help: 'Statements that failed because the database was unavailable, by reason (unreachable, timeout, busy, storage).',
    labelNames: ['reason'],
    registers,
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'PostgreSQL connections of this instance: open, idle (not lent out), and callers waiting for one.',
    labelNames: ['state'],
    registers,
    collect() {
      const figures = sources?.pool?.();
      if (!figures) return;
      this.set({ state: 'open' }, figures.total);
      this.set({ state: 'idle' }, figures.idle);
      this.set({ state: 'waiting' }, figures.waiting);
    },
  });

  new Gauge({
    name: `${PREFIX}summary_queue_length`,
    help: 'Summaries waiting for a worker thread.',
    registers,
    collect() {
      this.set(sources?.summaryWorkers().queued ?? 0);
    },
  });
  new Gauge({
    name: `${PREFIX}summary_worker_threads`,
    help: 'Worker threads making summaries now (started on demand, ended when idle).',
    registers,
    collect() {
      this.set(sources?.summaryWorkers().threads ?? 0);
    },
  });
  const summarySeconds = new Histogram({
    name: `${PREFIX}summary_duration_seconds`,
    help: 'Time to summarise a module’s year in a worker thread, by outcome (done or failed).',
    labelNames: ['outcome'],
    buckets: SUMMARY_SECONDS,
    registers,
  });

  new Gauge({
    name: `${PREFIX}remote_deployments`,
    help: 'Deploys and rollbacks recorded for each remote (for the whole deployment: read from the database).',
    labelNames: ['remote', 'action'],
    registers,
    async collect() {
      this.reset();
      const figures = await readDeployments(sources);
      for (const remote of REMOTE_FOLDERS) {
        for (const action of ['deploy', 'rollback'] as const) {
          if (figures) this.set({ remote, action }, figures.counts[remote]?.[action] ?? 0);
        }
      }
    },
  });
  new Gauge({
    name: `${PREFIX}remote_live_forced`,
    help: 'Whether the live deployment of each remote was forced past refused checks (1) or not (0).',
    labelNames: ['remote'],
    registers,
    async collect() {
      this.reset();
      const figures = await readDeployments(sources);
      for (const remote of REMOTE_FOLDERS) {
        if (figures) this.set({ remote }, figures.liveForced.has(remote) ? 1 : 0);
      }
    },
  });

  return {
    registry,
    request({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
      if (status === 429) refusals.inc({ route });
    },
    database: {
      connectionWait: (seconds) => connectionWait.observe(seconds),
      statement: (seconds, wrote) =>
        statementSeconds.observe({ kind: wrote ? 'write' : 'read' }, seconds),
      failed(error) {
        const reason = unavailability(error);
        if (reason) unavailable.inc({ reason });
      },
    },
    summaryRun: (seconds, outcome) => summarySeconds.observe({ outcome }, seconds),
    observe(given) {
      sources = given;
    },
  };
}

/**
 * A scrape while the database is down still answers (with the other figures): the
 * deployment gauges are left out, and db_unavailable_errors_total tells why.
 */
async function readDeployments(sources: MetricSources | undefined) {
  try {
    return await sources?.deployments();
  } catch {
    return undefined;
  }
}
