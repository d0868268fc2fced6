// POST /api/remote-reports/: browsers report, per remote version, loads and failures (see
// the contract's REMOTE_REPORT_EVENTS). Anonymous by design: no sign-in, no cookie read, no
// address kept, only counts. Limited per address; counted only for the versions this server
// serves as live or as a canary now, so nobody can fill the table with made-up versions.
// Each count is weighted as its browser sampled it, and the answer tells browsers how to
// sample from now on (see report-demand.ts).
import {
  ARTEFACT_VERSION_PATTERN,
  MAX_REPORT_WEIGHT,
  MAX_REPORTED_COUNT,
  MAX_REPORTS_PER_BATCH,
  REMOTE_NAMES,
  REMOTE_REPORT_EVENTS,
  REMOTE_REPORTS_PATH,
  REMOTES,
  type RemoteReportsAnswer,
} from '@module-feedback/federation/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { LiveState } from '../deployments/live-state';
import { runEvery } from '../http/run-every';
import { watchCanaries } from './canary-watch';
import { addCounts, type CountIncrement } from './report-counts';
import { reportDemand } from './report-demand';
import { reportGatherer } from './report-gatherer';

const reportBody = z.object({
  reports: z
    .array(
      z.object({
        remote: z.enum(REMOTE_NAMES, `remote is one of ${REMOTE_NAMES.join(', ')}.`),
        version: z.string().regex(ARTEFACT_VERSION_PATTERN, 'version is a deployed version.'),
        event: z.enum(REMOTE_REPORT_EVENTS, `event is one of ${REMOTE_REPORT_EVENTS.join(', ')}.`),
        count: z
          .number()
          .int()
          .min(1)
          .max(MAX_REPORTED_COUNT, `count is at most ${MAX_REPORTED_COUNT}.`)
          .default(1),
        weight: z
          .number()
          .int()
          .min(1)
          .max(MAX_REPORT_WEIGHT, `weight is at most ${MAX_REPORT_WEIGHT}.`)
          .default(1),
      }),
    )
    .min(1, 'reports holds one report or more.')
    .max(MAX_REPORTS_PER_BATCH, `reports holds at most ${MAX_REPORTS_PER_BATCH} reports.`),
});

/** The versions of each remote this server serves now: live, or a running canary's. */
function servedVersions(state: LiveState): Set<string> {
  const served = new Set<string>();
  for (const { name } of REMOTES) {
    for (const entry of [state.manifest[name], state.canaries[name]?.entry]) {
      if (entry?.version) served.add(`${name}\n${entry.version}`);
    }
  }
  return served;
}

export async function remoteReportRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  liveState: () => Promise<LiveState>,
) {
  const { remoteReports, rateLimits, canaryWatch } = ctx.config;
  const gatherer = reportGatherer(remoteReports.sampleAbovePerSecond);
  const demand = reportDemand(remoteReports.sampleAbovePerSecond);

  /** Adds what was gathered to the database, then judges the running canaries by it. */
  async function flush() {
    const increments = gatherer.drain();
    if (increments.length === 0) return;
    try {
      await addCounts(ctx.db, increments);
      await watchCanaries({ db: ctx.db, settings: canaryWatch, mailer: ctx.mailer, log: app.log });
    } catch (error) {
      app.log.warn({ err: error }, 'remote version reports could not be counted; these are lost');
    }
  }
  runEvery(app, remoteReports.flushIntervalMs, flush, { runOnClose: true });

  app.withTypeProvider<ZodTypeProvider>().post(
    REMOTE_REPORTS_PATH,
    {
      schema: { body: reportBody },
      config: {
        rateLimit: {
          max: rateLimits.remoteReports.max,
          timeWindow: rateLimits.remoteReports.windowMs,
        },
      },
    },
    async (request, reply) => {
      demand.add(Math.max(...request.body.reports.map((report) => report.weight)));
      const served = servedVersions(await liveState());
      const counted: CountIncrement[] = request.body.reports
        .filter((report) => served.has(`${report.remote}\n${report.version}`))
        .map((report) => ({
          deployable: REMOTES.find(({ name }) => name === report.remote)!.folder,
          version: report.version,
          event: report.event,
          count: report.count * report.weight,
        }));
      const sampled = counted.length > 0 && gatherer.take(counted);
      const answer: RemoteReportsAnswer = {
        counted: sampled ? counted.length : 0,
        sampleLoadsEvery: demand.sampleLoadsEvery(),
      };
      return reply.code(202).send(answer);
    },
  );
}
