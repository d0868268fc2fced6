// npm run deploy -- <shell|remote> <artefact URL, stored path, or folder> [--force]
//   [--reason TEXT] [--expected-sequence N]
// Checks every file of the artefact and makes it the live version for every page loaded
// next. With MODULE_FEEDBACK_URL (and DEPLOY_TOKEN) the server at that URL does it, a folder
// being uploaded to it; otherwise the server's own database (DATA_DIR or DATABASE_URL).
import path from 'node:path';
import { DEPLOY_DESCRIPTOR_FILE } from '@module-feedback/federation/contract';
import { artefactFolder, readArtefactFolder } from '../deployments/artefact-source';
import { deploy, DeployRefusedError } from '../deployments/deployer';
import { deploymentCommandArgs } from './deployment-args';
import {
  runDeploymentCommand,
  type DeploymentApi,
  type DeploymentResult,
} from './deployment-client';
import { printChange, printRefusal } from './deployment-output';
import { UsageError } from './runtime';

const USAGE =
  'usage: npm run deploy -- <shell|remote> <artefact URL or folder> [--force] [--reason TEXT] [--expected-sequence N]';

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

async function deployWith(
  api: DeploymentApi,
  args: ReturnType<typeof deploymentCommandArgs>,
  artefact: string,
) {
  const { deployable, force, reason, expectedSequence } = args;
  if (api.direct) {
    const { config, connection } = api.direct;
    const { deployment, notes } = await deploy(
      {
        db: connection.db,
        settings: config.frontends,
        warn: (message) => console.warn(`deploy: ${message}`),
      },
      {
        deployable,
        artefact: { given: artefact },
        force,
        reason,
        actor: api.actor,
        expectedSequence,
        workingDir: workingDir(),
      },
    );
    return { ...deployment, notes };
  }
  const byReference = /^https?:\/\//i.test(artefact) || artefact.startsWith('/remotes/');
  return api.request!<DeploymentResult>(
    'POST',
    `/api/deployments/${encodeURIComponent(deployable)}/`,
    {
      ...(byReference ? { artefact } : { files: folderUpload(deployable, artefact) }),
      force,
      ...(reason === null ? {} : { reason }),
      ...(expectedSequence === undefined ? {} : { expectedSequence }),
    },
  );
}

await runDeploymentCommand('deploy', async (api) => {
  const args = deploymentCommandArgs(USAGE);
  const [artefact] = args.positionals;
  if (!artefact || args.positionals.length > 1) throw new UsageError(USAGE);
  try {
    const { notes, ...deployment } = await deployWith(api, args, artefact);
    printChange('deploy', deployment, notes, 'is live');
  } catch (error) {
    printRefusal('deploy', args.deployable, error);
  }
});
