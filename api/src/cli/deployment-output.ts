// What the deployment commands print: the change made, or why nothing changed (with each
// reason on its own line), the same whether the command asked a server or its database.
import {
  DeployConflictError,
  DeploymentNotFoundError,
  DeployRefusedError,
} from '../deployments/deployer';
import { describeTarget } from '../deployments/describe';
import type { Deployment } from '../deployments/registry';
import { RefusedByServer } from './deployment-client';

export function printChange(
  command: string,
  deployment: Deployment,
  notes: string[],
  done: string,
): void {
  if (deployment.forced) {
    console.warn(`${command}: forced past these refusals (kept in the history):`);
    for (const check of deployment.overriddenChecks) console.warn(`  - ${check}`);
  }
  for (const note of notes) console.log(`${command}: note: ${note}`);
  console.log(
    `${command}: ${deployment.deployable} ${describeTarget(deployment)} ${done} (#${deployment.sequence}); ` +
      `pages load it from their next load. Undo with: npm run rollback -- ${deployment.deployable}`,
  );
}

/** Prints a refusal and sets a failing exit code; rethrows anything else. */
export function printRefusal(command: string, deployable: string, error: unknown): void {
  const refused =
    error instanceof DeployRefusedError ||
    (error instanceof RefusedByServer && error.reasons.length > 0)
      ? { reasons: error.reasons, notes: error.notes }
      : undefined;
  if (refused) {
    console.error(`${command}: ${deployable} was not deployed, nothing changed:`);
    for (const reason of refused.reasons) console.error(`  - ${reason}`);
    for (const note of refused.notes) console.error(`${command}: note: ${note}`);
    console.error(
      `${command}: fix these; --force passes only the compatibility checks (kept in the history).`,
    );
  } else if (
    error instanceof DeployConflictError ||
    error instanceof DeploymentNotFoundError ||
    error instanceof RefusedByServer
  ) {
    console.error(`${command}: ${error.message}`);
  } else {
    throw error;
  }
  process.exitCode = 1;
}
