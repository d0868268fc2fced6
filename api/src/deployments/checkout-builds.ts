// The builds in this server's checkout (shell/dist, each remote's dist/) and the registry.
// A deployable with nothing live gets its checkout build pinned at start: checked and stored
// like any deploy, and from then on live until a deploy says otherwise. A rebuild in place
// changes nothing that is live (the server says so at start); `npm run dev` follows the
// builds instead, deploying each new one as it appears.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { latestBuildDir } from '@module-feedback/federation/artefacts';
import { DEPLOY_DESCRIPTOR_FILE } from '@module-feedback/federation/contract';
import type { FrontendSettings } from '../config';
import { readDescriptorBytes } from './artefact-checks';
import { storedVersion } from './artefact-store';
import { liveShell } from './compatibility-checks';
import { DEPLOYABLES, isShell, type Deployable } from './deployables';
import { deploy, DeployConflictError, DeployRefusedError, type DeployServices } from './deployer';
import type { LiveState } from './live-state';
import { liveDeployment } from './registry';

/** Who deploys the builds npm run dev follows. */
const DEV_ACTOR = 'dev';

export interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** The folder of the deployable's build in the checkout, when it was built. */
export function checkoutBuildDir(
  settings: FrontendSettings,
  deployable: Deployable,
): string | undefined {
  const dir = isShell(deployable)
    ? settings.shellDir
    : latestBuildDir(settings.remoteBuildDirs[deployable]);
  return dir && existsSync(path.join(dir, DEPLOY_DESCRIPTOR_FILE)) ? dir : undefined;
}

function checkoutVersion(deployable: Deployable, dir: string): string | undefined {
  try {
    const read = readDescriptorBytes(
      deployable,
      readFileSync(path.join(dir, DEPLOY_DESCRIPTOR_FILE)),
    );
    return 'descriptor' in read ? read.descriptor.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Deploys the checkout's build. A remote cannot be judged while no shell is live: it goes
 * live anyway, the history saying so. `npm run dev` serves the shell from its sources, not
 * the live one, so what the live shell provides does not judge its builds either.
 */
async function deployCheckoutBuild(
  services: DeployServices,
  deployable: Deployable,
  dir: string,
  change: { action: 'pin' | 'deploy'; actor: string; reason: string },
  log: Log,
): Promise<void> {
  const force =
    change.actor === DEV_ACTOR || (!isShell(deployable) && !(await liveShell(services.db)));
  try {
    const { deployment } = await deploy(services, {
      deployable,
      artefact: { given: dir },
      workingDir: '/',
      force,
      reason: change.reason,
      actor: change.actor,
      expectedSequence: (await liveDeployment(services.db, deployable))?.sequence ?? 0,
      action: change.action,
    });
    log.info(
      `${deployable} ${deployment.version} is live (#${deployment.sequence}): ${change.reason}`,
    );
  } catch (error) {
    // Another instance starting at the same time pinned it first.
    if (error instanceof DeployConflictError) return;
    if (!(error instanceof DeployRefusedError)) throw error;
    log.warn(`${deployable}: the build in ${dir} was not made live: ${error.reasons.join('; ')}`);
  }
}

/**
 * At start: pins the checkout's build of every deployable with nothing live (the shell
 * first, which the remotes are checked against), and says where the checkout holds a build
 * other than the live one.
 */
export async function pinCheckoutBuilds(services: DeployServices, log: Log): Promise<void> {
  for (const deployable of DEPLOYABLES) {
    const dir = checkoutBuildDir(services.settings, deployable);
    const live = await liveDeployment(services.db, deployable);
    const liveStored =
      live?.version && (await storedVersion(services.db, deployable, live.version));
    if (liveStored) {
      const built = dir && checkoutVersion(deployable, dir);
      if (built && built !== live.version) {
        log.info(
          `${deployable}: ${live.version} (#${live.sequence}) stays live; the checkout's build ` +
            `${built} goes live with: npm run deploy -- ${deployable} ${path.relative(process.cwd(), dir) || dir}`,
        );
      }
      continue;
    }
    if (!dir) {
      log.warn(
        `${deployable} is not built and nothing of it is deployed: its route says so until it is`,
      );
      continue;
    }
    const reason = live
      ? `the build in this checkout, pinned at start: the live ${live.version ?? 'built-in build'} is not in the store`
      : 'the build in this checkout, pinned at the first start';
    await deployCheckoutBuild(
      services,
      deployable,
      dir,
      { action: 'pin', actor: 'server', reason },
      log,
    );
  }
}

/** npm run dev: deploys each remote's newest checkout build that is not live yet. */
export async function followCheckoutBuilds(services: DeployServices, log: Log): Promise<void> {
  for (const deployable of DEPLOYABLES) {
    if (isShell(deployable)) continue;
    const dir = checkoutBuildDir(services.settings, deployable);
    const built = dir && checkoutVersion(deployable, dir);
    if (!dir || !built) continue;
    const live = await liveDeployment(services.db, deployable);
    if (live?.version === built) continue;
    const reason = 'a new build in the checkout (npm run dev follows them)';
    await deployCheckoutBuild(
      services,
      deployable,
      dir,
      { action: 'deploy', actor: DEV_ACTOR, reason },
      log,
    );
  }
}

/** How often npm run dev looks for new builds, at most. */
const FOLLOW_INTERVAL_MS = 300;

/** The live state, after deploying any new checkout build first (one look at a time). */
export function followingCheckoutBuilds(
  services: DeployServices,
  log: Log,
  source: () => Promise<LiveState>,
): () => Promise<LiveState> {
  let looked = 0;
  let looking: Promise<void> | undefined;
  return async () => {
    if (!looking && Date.now() - looked > FOLLOW_INTERVAL_MS) {
      looking = followCheckoutBuilds(services, log).finally(() => {
        looked = Date.now();
        looking = undefined;
      });
    }
    await looking;
    return source();
  };
}
