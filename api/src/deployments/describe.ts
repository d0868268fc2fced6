// Deployments as the commands print them: one line each.
import type { RemoteDeployments } from './overview';
import type { Deployment } from './registry';

export function describeTarget(deployment: Deployment): string {
  return deployment.version === null ? 'the built-in build' : deployment.version;
}

export function describeDeployment(deployment: Deployment): string {
  const parts = [
    `#${deployment.sequence}`,
    deployment.action,
    describeTarget(deployment),
    ...(deployment.entry ? [deployment.entry] : []),
    `by ${deployment.actor}`,
    `at ${deployment.deployedAt}`,
  ];
  if (deployment.reason) parts.push(`(${deployment.reason})`);
  if (deployment.forced) parts.push(`FORCED past: ${deployment.overriddenChecks.join('; ')}`);
  return parts.join('  ');
}

export function describeRemote(overview: RemoteDeployments): string[] {
  const builtIn = overview.builtInVersion ?? 'not built';
  const live = overview.live
    ? `${describeTarget(overview.live)} (#${overview.live.sequence})`
    : `the built-in build (${builtIn})`;
  return [
    `${overview.remote}: ${live} is live; built-in build: ${builtIn}`,
    ...overview.history.map((deployment) => `  ${describeDeployment(deployment)}`),
  ];
}
