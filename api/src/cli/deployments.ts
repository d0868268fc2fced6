// npm run deployments [-- <remote>] [--json]
// What each remote serves now and its latest deploys and rollbacks.
import { parseArgs } from 'node:util';
import { describeRemote } from '../deployments/describe';
import { deploymentsOverview } from '../deployments/overview';
import { remoteArgument } from './deployment-args';
import { runCommand, UsageError } from './runtime';

const USAGE = 'usage: npm run deployments [-- <remote>] [--json]';

await runCommand('deployments', async ({ config, connection }) => {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' } } });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const [only, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new UsageError(USAGE);
  const remote = only === undefined ? undefined : remoteArgument(only, USAGE);
  const remotes = (await deploymentsOverview(connection.db, config.frontends)).filter(
    (overview) => remote === undefined || overview.remote === remote,
  );
  if (parsed.values.json) {
    console.log(JSON.stringify({ remotes }, null, 2));
    return;
  }
  console.log(remotes.flatMap(describeRemote).join('\n'));
});
