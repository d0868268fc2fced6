// npm run deployments [-- <shell|remote>] [--json]
//   what is live, the checkout's build and the latest history of the shell and each remote
//   (--json: that as JSON, and nothing else on standard output)
// npm run deployments -- mark-bad <SEQUENCE> [--reason TEXT]
//   marks the version deployment #SEQUENCE made live as bad: a plain rollback passes it by,
//   and deploying it again needs --force
// npm run deployments -- preview <remote> <VERSION> [--minutes N]
//   prints a signed link that opens the app with that stored version of the remote, for
//   whoever opens it, until it expires (a day unless --minutes says otherwise)
// MODULE_FEEDBACK_URL and DEPLOY_TOKEN as for npm run deploy.
import { parseArgs } from 'node:util';
import { DeploymentNotFoundError, markBad } from '../deployments/deployer';
import { PREVIEW_MINUTES } from '../deployments/preview-links';
import { makePreviewLink, type PreviewLink } from '../deployments/previews';
import { describeDeployment, describeOverview } from '../deployments/describe';
import { deploymentsOverview } from '../deployments/overview';
import type { Deployment } from '../deployments/registry';
import { deployableArgument, wholeNumber } from './deployment-args';
import {
  runDeploymentCommand,
  type DeploymentApi,
  type DeploymentsOverview,
} from './deployment-client';
import { printRefusal } from './deployment-output';
import { UsageError } from './runtime';

const USAGE = [
  'usage: npm run deployments [-- <shell|remote>] [--json]',
  '       npm run deployments -- mark-bad <SEQUENCE> [--reason TEXT]',
  '       npm run deployments -- preview <remote> <VERSION> [--minutes N]',
].join('\n');

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        reason: { type: 'string' },
        minutes: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

async function overview(api: DeploymentApi): Promise<DeploymentsOverview> {
  if (api.direct) return deploymentsOverview(api.direct.connection.db, api.direct.config.frontends);
  return api.request!<DeploymentsOverview>('GET', '/api/deployments/');
}

async function markDeploymentBad(api: DeploymentApi, sequence: number, reason: string | null) {
  try {
    const marked = api.direct
      ? await markBad(
          { db: api.direct.connection.db, settings: api.direct.config.frontends, warn: () => {} },
          { sequence, reason, actor: api.actor },
        )
      : await api.request!<Deployment>('POST', '/api/deployments/mark-bad/', {
          sequence,
          ...(reason === null ? {} : { reason }),
        });
    console.log(`deployments: marked bad: ${describeDeployment(marked)}`);
    console.log(
      `deployments: a plain rollback of ${marked.deployable} now passes ${marked.version} by; ` +
        'if it is live, go back with: npm run rollback -- ' +
        marked.deployable,
    );
  } catch (error) {
    printRefusal('deployments', `#${sequence}`, error);
  }
}

async function previewLink(api: DeploymentApi, args: string[], minutes: number) {
  const [given, version] = args;
  if (!version || args.length > 2) throw new UsageError(USAGE);
  const deployable = deployableArgument(given, USAGE);
  try {
    let link: PreviewLink;
    if (api.direct) {
      const { config, connection } = api.direct;
      const made = await makePreviewLink(connection.db, config.jwtSecret, {
        deployable,
        version,
        minutes,
        origin: config.publicUrl ?? `http://localhost:${config.port}`,
      });
      if ('problem' in made) throw new DeploymentNotFoundError(made.problem);
      link = made.link;
    } else {
      link = await api.request!<PreviewLink>(
        'POST',
        `/api/deployments/${encodeURIComponent(deployable)}/previews/`,
        { version, minutes },
      );
    }
    console.log(link.url);
    console.error(
      `deployments: this link opens ${link.remote} ${link.version} for whoever opens it, until ${link.expiresAt}.`,
    );
  } catch (error) {
    printRefusal('deployments', deployable, error);
  }
}

await runDeploymentCommand('deployments', async (api) => {
  const { positionals, values } = parse();
  const [first, ...rest] = positionals;
  if (first === 'preview') {
    const minutes =
      wholeNumber(values.minutes as string | undefined, '--minutes', USAGE) ??
      PREVIEW_MINUTES.default;
    return previewLink(api, rest, minutes);
  }
  if (first === 'mark-bad') {
    const sequence = wholeNumber(rest[0], 'The sequence', USAGE);
    if (sequence === undefined || rest.length > 1) throw new UsageError(USAGE);
    return markDeploymentBad(
      api,
      sequence,
      typeof values.reason === 'string' ? values.reason : null,
    );
  }
  if (rest.length > 0) throw new UsageError(USAGE);
  const only = first === undefined ? undefined : deployableArgument(first, USAGE);
  const all = await overview(api);
  const shown = {
    ...(only === undefined || only === 'shell' ? { shell: all.shell } : {}),
    remotes: all.remotes.filter((remote) => only === undefined || remote.deployable === only),
  };
  if (values.json) {
    console.log(JSON.stringify(shown, null, 2));
    return;
  }
  const lines = [
    ...(shown.shell ? describeOverview(shown.shell) : []),
    ...shown.remotes.flatMap(describeOverview),
  ];
  console.log(lines.join('\n'));
});
