// npm run deploy -- <shell|remote> <artefact URL, stored path, or folder> [--force]
//   [--reason TEXT] [--expected-sequence N] [--canary SHARE]
// npm run deploy -- <remote> --promote [--force] [--reason TEXT]
// npm run deploy -- <remote> --abort [--reason TEXT]
// Checks every file of the artefact and makes it the live version for every page loaded
// next; with --canary, for that percentage of browsers only, until --promote makes it live
// for everyone or --abort ends it. With MODULE_FEEDBACK_URL (and DEPLOY_TOKEN) the server at that URL does it, a folder
// being uploaded to it; otherwise the server's own database (DATA_DIR or DATABASE_URL).
import path from 'node:path';
import { DEPLOY_DESCRIPTOR_FILE } from '@module-feedback/federation/contract';
import { artefactFolder, readArtefactFolder } from '../deployments/artefact-source';
import type { Canary } from '../deployments/canaries';
import {
  abortCanary,
  promoteCanary,
  startCanary,
  type CanaryStart,
} from '../deployments/canary-deployer';
import { deploy, DeployRefusedError, type DeployServices } from '../deployments/deployer';
import { liveDeployment } from '../deployments/registry';
import { deploymentCommandArgs } from './deployment-args';
import {
  runDeploymentCommand,
  type DeploymentApi,
  type DeploymentResult,
  type DeploymentsOverview,
} from './deployment-client';
import { printCanaryAbort, printCanaryStart } from './canary-output';
import { printChange, printRefusal } from './deployment-output';
import { UsageError } from './runtime';

const USAGE = [
  'usage: npm run deploy -- <shell|remote> <artefact URL or folder> [--force] [--reason TEXT] [--expected-sequence N] [--canary SHARE]',
  '       npm run deploy -- <remote> --promote [--force] [--reason TEXT]',
  '       npm run deploy -- <remote> --abort [--reason TEXT]',
].join('\n');

type Args = ReturnType<typeof deploymentCommandArgs>;

const workingDir = () => process.env.INIT_CWD ?? process.cwd();

/** The folder's files as the upload carries them: deploy.json and every other, in base64. */
function folderUpload(deployable: string, given: string): Record<string, string> {
  const folder = artefactFolder(path.resolve(workingDir(), given));
  if ('problem' in folder) throw new DeployRefusedError(deployable as never, [folder.problem]);
  const read = readArtefactFolder(folder.dir);
  if ('problems' in read) throw new DeployRefusedError(deployable as never, read.problems);
  const files: Record<string, string> = {
    [DEPLOY_DESCRIPTOR_FILE]: Buffer.from(read.descriptorBytes).toString('base64'),
  };
  for (const [file, bytes] of read.files) files[file] = Buffer.from(bytes).toString('base64');
  return files;
}

const directServices = (api: DeploymentApi): DeployServices => ({
  db: api.direct!.connection.db,
  settings: api.direct!.config.frontends,
  warn: (message) => console.warn(`deploy: ${message}`),
});

/** What the request body carries of the artefact: a reference, or the folder's files. */
const artefactBody = (deployable: string, artefact: string) =>
  /^https?:\/\//i.test(artefact) || artefact.startsWith('/remotes/')
    ? { artefact }
    : { files: folderUpload(deployable, artefact) };

async function deployWith(api: DeploymentApi, args: Args, artefact: string) {
  const { deployable, force, reason, expectedSequence } = args;
  if (api.direct) {
    const { deployment, notes } = await deploy(directServices(api), {
      deployable,
      artefact: { given: artefact },
      force,
      reason,
      actor: api.actor,
      expectedSequence,
      workingDir: workingDir(),
    });
    return { ...deployment, notes };
  }
  return api.request!<DeploymentResult>(
    'POST',
    `/api/deployments/${encodeURIComponent(deployable)}/`,
    {
      ...artefactBody(deployable, artefact),
      force,
      ...(reason === null ? {} : { reason }),
      ...(expectedSequence === undefined ? {} : { expectedSequence }),
    },
  );
}

async function startCanaryWith(api: DeploymentApi, args: Args, artefact: string, share: number) {
  const { deployable, force, reason, expectedSequence } = args;
  const request = { deployable, force, reason, expectedSequence, share };
  if (api.direct) {
    return startCanary(directServices(api), {
      ...request,
      artefact: { given: artefact },
      actor: api.actor,
      workingDir: workingDir(),
    });
  }
  return api.request!<CanaryStart>(
    'POST',
    `/api/deployments/${encodeURIComponent(deployable)}/canary/`,
    {
      ...artefactBody(deployable, artefact),
      share,
      force,
      ...(reason === null ? {} : { reason }),
      ...(expectedSequence === undefined ? {} : { expectedSequence }),
    },
  );
}

async function liveVersion(api: DeploymentApi, deployable: Args['deployable']) {
  if (api.direct) return (await liveDeployment(api.direct.connection.db, deployable))?.version;
  const overview = await api.request!<DeploymentsOverview>('GET', '/api/deployments/');
  return overview.remotes.find((remote) => remote.deployable === deployable)?.live?.version;
}

/** --promote or --abort: ends the remote's canary. */
async function endCanaryWith(api: DeploymentApi, args: Args) {
  const { deployable, force, reason } = args;
  const path = `/api/deployments/${encodeURIComponent(deployable)}/canary/`;
  const body = { ...(reason === null ? {} : { reason }), force };
  if (args.promote) {
    const { notes, ...deployment } = api.direct
      ? await promoteCanary(directServices(api), {
          deployable,
          force,
          reason,
          actor: api.actor,
        }).then(({ deployment, notes }) => ({ ...deployment, notes }))
      : await api.request!<DeploymentResult>('POST', `${path}promote/`, body);
    printChange('deploy', deployment, notes, 'is live for every browser (canary promoted)');
    return;
  }
  const ended = api.direct
    ? await abortCanary(directServices(api), { deployable, reason, actor: api.actor })
    : await api.request!<Canary>('POST', `${path}abort/`, {
        ...(reason === null ? {} : { reason }),
      });
  printCanaryAbort(ended);
}

await runDeploymentCommand('deploy', async (api) => {
  const args = deploymentCommandArgs(USAGE, { acceptCanary: true });
  const [artefact] = args.positionals;
  const ending = args.promote || args.abort;
  if (
    ending ? artefact || (args.promote && args.abort) || args.canaryShare !== undefined : !artefact
  )
    throw new UsageError(USAGE);
  if (args.positionals.length > 1) throw new UsageError(USAGE);
  try {
    if (ending) return await endCanaryWith(api, args);
    if (args.canaryShare !== undefined) {
      const { canary, notes } = await startCanaryWith(api, args, artefact!, args.canaryShare);
      printCanaryStart(
        canary,
        notes,
        (await liveVersion(api, args.deployable)) ?? 'the live version',
      );
      return;
    }
    const { notes, ...deployment } = await deployWith(api, args, artefact!);
    printChange('deploy', deployment, notes, 'is live');
  } catch (error) {
    printRefusal('deploy', args.deployable, error);
  }
});
