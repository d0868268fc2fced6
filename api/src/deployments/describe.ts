// Deployments as the commands print them: one line each.
import type { DeployableOverview } from './overview';
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

export function describeOverview(overview: DeployableOverview): string[] {
  const live = overview.live
    ? `${describeTarget(overview.live)} (#${overview.live.sequence}) is live`
    : 'nothing is live';
  const checkout = overview.checkoutVersion ?? 'not built';
  return [
    `${overview.deployable}: ${live}; the checkout's build: ${checkout}`,
    ...overview.history.map((deployment) => `  ${describeDeployment(deployment)}`),
  ];
}
