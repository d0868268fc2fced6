// npm run rollback -- <remote> [--reason TEXT] [--expected-sequence N]
// Makes the state before the live one live again (the previous deployment, or the
// built-in build), for every page loaded next. Nothing is rebuilt.
import { userInfo } from 'node:os';
import { DeployConflictError, rollback } from '../deployments/deployer';
import { describeTarget } from '../deployments/describe';
import { deploymentCommandArgs } from './deployment-args';
import { runCommand, UsageError } from './runtime';

const USAGE = 'usage: npm run rollback -- <remote> [--reason TEXT] [--expected-sequence N]';

await runCommand('rollback', async ({ config, connection }) => {
  const { remote, positionals, reason, expectedSequence } = deploymentCommandArgs(USAGE);
  if (positionals.length > 0) throw new UsageError(USAGE);
  try {
    const deployment = await rollback(
      { db: connection.db, settings: config.frontends, warn: () => {} },
      {
        remote,
        reason,
        actor: `cli:${userInfo().username}`,
        expectedSequence,
      },
    );
    console.log(
      `rollback: ${remote} is back on ${describeTarget(deployment)} (#${deployment.sequence}); ` +
        'pages load it from their next load.',
    );
  } catch (error) {
    if (!(error instanceof DeployConflictError)) throw error;
    console.error(`rollback: ${error.message}`);
    process.exitCode = 1;
  }
});
