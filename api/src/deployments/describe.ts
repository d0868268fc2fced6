// Deployments as the commands print them: one line each.
import type { VersionReport } from '../remote-reports/report-counts';
import type { Canary } from './canaries';
import type { DeployableOverview, RemoteOverview } from './overview';
import type { Deployment } from './registry';

export const describeTarget = (deployment: Deployment): string =>
  deployment.version ?? 'the old built-in build';

export function describeDeployment(deployment: Deployment): string {
  const parts = [
    `#${deployment.sequence}`,
    deployment.action,
    describeTarget(deployment),
    `by ${deployment.actor}`,
    `at ${deployment.deployedAt}`,
  ];
  if (deployment.reason) parts.push(`(${deployment.reason})`);
  if (deployment.forced) parts.push(`FORCED past: ${deployment.overriddenChecks.join('; ')}`);
  if (deployment.bad) {
    parts.push(
      `BAD since ${deployment.bad.at} by ${deployment.bad.by}${deployment.bad.reason ? `: ${deployment.bad.reason}` : ''}`,
    );
  }
  return parts.join('  ');
}

export function describeCanary(canary: Canary): string {
  const parts = [
    `canary #${canary.id}`,
    canary.version,
    `for ${canary.share}%`,
    `by ${canary.actor}`,
    `at ${canary.startedAt}`,
  ];
  if (canary.reason) parts.push(`(${canary.reason})`);
  if (!canary.ended) parts.push('RUNNING');
  else {
    const { outcome, by, at, reason } = canary.ended;
    parts.push(`${outcome.toUpperCase()} by ${by} at ${at}${reason ? `: ${reason}` : ''}`);
  }
  return parts.join('  ');
}

export function describeReport(report: VersionReport): string {
  const { counts } = report;
  const rate =
    report.failureRate === null
      ? 'no loads yet'
      : `failure rate ${(report.failureRate * 100).toFixed(1)}%`;
  return [
    report.version,
    `${counts.load} loads`,
    `${counts.refused} refused`,
    `${counts['load-failure']} load failures`,
    `${counts['mount-error']} mount errors`,
    `${counts['uncaught-error']} uncaught errors`,
    rate,
  ].join('  ');
}

export function describeOverview(overview: DeployableOverview | RemoteOverview): string[] {
  const live = overview.live
    ? `${describeTarget(overview.live)} (#${overview.live.sequence}) is live`
    : 'nothing is live';
  const checkout = overview.checkoutVersion ?? 'not built';
  return [
    `${overview.deployable}: ${live}; the checkout's build: ${checkout}`,
    ...overview.history.map((deployment) => `  ${describeDeployment(deployment)}`),
    ...('canaries' in overview ? overview.canaries : []).map(
      (canary) => `  ${describeCanary(canary)}`,
    ),
    ...reportLines('reports' in overview ? overview.reports : []),
  ];
}

/**
 * The versions browsers reported anything of: failures too, without a load (browsers send
 * a sample of their loads when the server is busy, but every failure).
 */
function reportLines(reports: VersionReport[]): string[] {
  const reported = reports.filter((report) =>
    Object.values(report.counts).some((count) => count > 0),
  );
  if (reported.length === 0) return [];
  return ['  reported by browsers:', ...reported.map((report) => `    ${describeReport(report)}`)];
}
