// Takes a canary back by itself when browsers report that it fails more than the live
// version: once the canary's version has at least `minLoads` loads reported, and its failure
// rate exceeds the live version's by more than `failureMarginPercent` points, the canary is
// ended (rolled-back), its version marked bad with the numbers as the reason, and, when
// configured, someone is mailed. Every instance checks after adding its counts; ending a
// canary is one conditional update, so only one of them acts on it.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { CanaryWatchSettings } from '../config';
import type { Database } from '../db/schema';
import { markVersionBad } from '../deployments/artefact-store';
import { endCanary, runningCanaries, type Canary } from '../deployments/canaries';
import { liveDeployment } from '../deployments/registry';
import type { Mailer } from '../mail/mailer';
import { versionReports, type VersionReport } from './report-counts';

const AUTOMATIC_ACTOR = 'server';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Why the canary goes back; undefined while it may stay. */
export function rollbackReason(
  canary: VersionReport,
  live: VersionReport,
  settings: Pick<CanaryWatchSettings, 'minLoads' | 'failureMarginPercent'>,
): string | undefined {
  if (canary.counts.load < settings.minLoads || canary.failureRate === null) return undefined;
  const liveRate = live.failureRate ?? 0;
  if ((canary.failureRate - liveRate) * 100 <= settings.failureMarginPercent) return undefined;
  return (
    `automatic rollback: ${percent(canary.failureRate)} of its ${canary.counts.load} loads failed ` +
    `against ${percent(liveRate)} of ${live.counts.load} for the live ${live.version} ` +
    `(allowed: ${settings.failureMarginPercent} points more)`
  );
}

export interface CanaryWatchDependencies {
  db: Kysely<Database>;
  settings: CanaryWatchSettings;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

async function judge(deps: CanaryWatchDependencies, canary: Canary): Promise<void> {
  const { db, settings } = deps;
  const live = await liveDeployment(db, canary.deployable);
  if (!live?.version) return;
  const [canaryReport, liveReport] = await versionReports(db, [
    { deployable: canary.deployable, version: canary.version },
    { deployable: canary.deployable, version: live.version },
  ]);
  const reason = rollbackReason(canaryReport!, liveReport!, settings);
  if (!reason) return;
  const ended = await endCanary(db, canary.id, {
    outcome: 'rolled-back',
    by: AUTOMATIC_ACTOR,
    reason,
  });
  if (!ended) return;
  await markVersionBad(db, canary.deployable, canary.version, { reason, by: AUTOMATIC_ACTOR });
  deps.log.warn(
    { deployable: canary.deployable, version: canary.version, counts: canaryReport!.counts },
    `canary of ${canary.deployable} ${canary.version} rolled back: ${reason}`,
  );
  const to = settings.alertEmail;
  if (to) {
    deps.mailer.sendLater(async () => ({
      to,
      purpose: 'canary-rolled-back',
      data: { deployable: canary.deployable, version: canary.version, reason },
    }));
  }
}

/** Judges every running canary on the counts reported so far. */
export async function watchCanaries(deps: CanaryWatchDependencies): Promise<void> {
  for (const canary of (await runningCanaries(deps.db)).values()) await judge(deps, canary);
}
