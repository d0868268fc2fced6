// npm run rollback -- <shell|remote> [--to SEQUENCE] [--force] [--reason TEXT]
//   [--expected-sequence N]
// Makes an earlier deployment's version live again, checked like a new deploy: the one
// before the live one (passing by versions marked bad), or deployment --to SEQUENCE.
// Nothing is rebuilt. MODULE_FEEDBACK_URL and DEPLOY_TOKEN as for npm run deploy.
import { rollback } from '../deployments/deployer';
import { deploymentCommandArgs } from './deployment-args';
import { runDeploymentCommand, type DeploymentResult } from './deployment-client';
import { printChange, printRefusal } from './deployment-output';
import { UsageError } from './runtime';

const USAGE =
  'usage: npm run rollback -- <shell|remote> [--to SEQUENCE] [--force] [--reason TEXT] [--expected-sequence N]';

await runDeploymentCommand('rollback', async (api) => {
  const { deployable, positionals, force, reason, expectedSequence, to } = deploymentCommandArgs(
    USAGE,
    {
      acceptTo: true,
    },
  );
  if (positionals.length > 0) throw new UsageError(USAGE);
  try {
    const { notes, ...deployment } = api.direct
      ? await rollback(
          {
            db: api.direct.connection.db,
            settings: api.direct.config.frontends,
            warn: (message) => console.warn(`rollback: ${message}`),
          },
          { deployable, to, force, reason, actor: api.actor, expectedSequence },
        ).then(({ deployment, notes }) => ({ ...deployment, notes }))
      : await api.request!<DeploymentResult>(
          'POST',
          `/api/deployments/${encodeURIComponent(deployable)}/rollback/`,
          {
            force,
            ...(to === undefined ? {} : { to }),
            ...(reason === null ? {} : { reason }),
            ...(expectedSequence === undefined ? {} : { expectedSequence }),
          },
        );
    printChange('rollback', deployment, notes, 'is live again');
  } catch (error) {
    printRefusal('rollback', deployable, error);
  }
});
