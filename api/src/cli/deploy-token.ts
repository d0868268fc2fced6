// npm run deploy-token -- create <shell|remote> --name NAME   (prints the token, once)
// npm run deploy-token -- list [--json]
// npm run deploy-token -- revoke NAME
// Deploy tokens let a team's CI deploy, roll back and mark bad one deployable through the
// HTTP API (MODULE_FEEDBACK_URL + DEPLOY_TOKEN), without a staff sign-in or the database.
// The operator runs this with the server's own environment (DATA_DIR or DATABASE_URL).
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import {
  createDeployToken,
  DeployTokenError,
  listDeployTokens,
  revokeDeployToken,
} from '../deployments/deploy-tokens';
import { deployableArgument } from './deployment-args';
import { runCommand, UsageError } from './runtime';

const USAGE = [
  'usage: npm run deploy-token -- create <shell|remote> --name NAME',
  '       npm run deploy-token -- list [--json]',
  '       npm run deploy-token -- revoke NAME',
].join('\n');

await runCommand('deploy-token', async ({ connection: { db } }) => {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { name: { type: 'string' }, json: { type: 'boolean' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const [action, argument, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new UsageError(USAGE);
  try {
    if (action === 'create') {
      const deployable = deployableArgument(argument, USAGE);
      if (!parsed.values.name)
        throw new UsageError(
          `Give the token a --name (it names its deploys in the history).\n${USAGE}`,
        );
      const token = await createDeployToken(db, {
        name: parsed.values.name,
        deployable,
        createdBy: `cli:${userInfo().username}`,
      });
      console.error(
        `deploy-token: ${parsed.values.name} deploys ${deployable}. It is shown this once; keep it secret:`,
      );
      console.log(token);
    } else if (action === 'list' && argument === undefined) {
      const tokens = await listDeployTokens(db);
      if (parsed.values.json) return console.log(JSON.stringify({ tokens }, null, 2));
      if (tokens.length === 0) return console.log('deploy-token: no deploy tokens yet');
      for (const token of tokens) {
        const state = token.revokedAt
          ? `revoked ${token.revokedAt}`
          : `last used ${token.lastUsedAt ?? 'never'}`;
        console.log(
          `${token.name}  ${token.deployable}  created ${token.createdAt} by ${token.createdBy}  ${state}`,
        );
      }
    } else if (action === 'revoke' && argument !== undefined) {
      const outcome = await revokeDeployToken(db, argument);
      if (outcome === 'unknown') {
        console.error(`deploy-token: there is no deploy token named ${argument}`);
        process.exitCode = 1;
      } else {
        console.log(
          `deploy-token: ${argument} is ${outcome}: it is refused from now on, on every instance`,
        );
      }
    } else {
      throw new UsageError(USAGE);
    }
  } catch (error) {
    if (!(error instanceof DeployTokenError)) throw error;
    console.error(`deploy-token: ${error.message}`);
    process.exitCode = 1;
  }
  return undefined;
});
