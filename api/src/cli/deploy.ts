// npm run deploy -- <remote> <artefact URL, path on this server, or folder> [--force]
//   [--reason TEXT] [--expected-sequence N]
// Checks the artefact and makes it the remote's live version for every page loaded next,
// on this server's database (the same DATA_DIR or DATABASE_URL as npm start).
import { userInfo } from 'node:os';
import { deploy, DeployConflictError, DeployRefusedError } from '../deployments/deployer';
import { describeTarget } from '../deployments/describe';
import { deploymentCommandArgs } from './deployment-args';
import { runCommand, UsageError } from './runtime';

const USAGE =
  'usage: npm run deploy -- <remote> <artefact URL or folder> [--force] [--reason TEXT] [--expected-sequence N]';

await runCommand('deploy', async ({ config, connection }) => {
  const { remote, positionals, force, reason, expectedSequence } = deploymentCommandArgs(USAGE, {
    acceptForce: true,
  });
  const [artefact] = positionals;
  if (!artefact || positionals.length > 1) throw new UsageError(USAGE);
  try {
    const deployment = await deploy(
      {
        db: connection.db,
        settings: config.frontends,
        warn: (message) => console.warn(`deploy: ${message}`),
      },
      {
        remote,
        artefact,
        force,
        reason,
        actor: `cli:${userInfo().username}`,
        expectedSequence,
        workingDir: process.env.INIT_CWD ?? process.cwd(),
      },
    );
    if (deployment.forced) {
      console.warn('deploy: forced past these refusals (kept in the history):');
      for (const check of deployment.overriddenChecks) console.warn(`  - ${check}`);
    }
    console.log(
      `deploy: ${remote} ${describeTarget(deployment)} is live (#${deployment.sequence}); ` +
        `pages load it from their next load. Undo with: npm run rollback -- ${remote}`,
    );
  } catch (error) {
    if (error instanceof DeployRefusedError) {
      console.error(`deploy: ${remote} was not deployed, nothing changed:`);
      for (const reason of error.reasons) console.error(`  - ${reason}`);
      console.error('deploy: fix these, or in an emergency add --force (kept in the history).');
      process.exitCode = 1;
    } else if (error instanceof DeployConflictError) {
      console.error(`deploy: ${error.message}`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
});
