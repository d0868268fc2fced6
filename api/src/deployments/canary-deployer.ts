// Canaries as the commands and the HTTP API start and end them: the new version of a remote
// is checked and stored exactly as a deploy does, then made live for a share of browsers
// only; promoting deploys it for everyone from the store, aborting ends it. While it runs,
// plain deploys and rollbacks of that remote are refused (they would change what the canary
// is compared with).
import { storedArtefact } from './artefact-store';
import {
  CanaryRunningError,
  endCanary,
  insertCanary,
  runningCanary,
  type Canary,
  type CanaryOutcome,
} from './canaries';
import { remoteOf } from './deployables';
import {
  checkAndStore,
  checkStoreAndFlip,
  DeployConflictError,
  DeployRefusedError,
  expectLive,
  receive,
  type DeployOutcome,
  type DeployRequest,
  type DeployServices,
} from './deployer';
import { liveDeployment } from './registry';
import type { Deployable } from './deployables';

/** The shares a canary may have: some browsers get it, some keep the live version. */
export const CANARY_SHARE = { min: 1, max: 99 } as const;

export interface CanaryRequest extends Omit<DeployRequest, 'action'> {
  /** Percent of browsers, CANARY_SHARE.min–max. */
  share: number;
}

export interface CanaryStart {
  canary: Canary;
  notes: string[];
}

export interface CanaryEndRequest {
  deployable: Deployable;
  actor: string;
  reason: string | null;
  /** Promoting only: past compatibility refusals, as a deploy's --force. */
  force?: boolean;
}

const noCanary = (deployable: Deployable) =>
  new DeployConflictError(`${deployable} has no canary running. Nothing was changed.`);

export async function startCanary(
  services: DeployServices,
  request: CanaryRequest,
): Promise<CanaryStart> {
  const { db } = services;
  const { deployable, share } = request;
  if (!remoteOf(deployable)) {
    throw new DeployRefusedError(deployable, [
      'a canary is for a remote: the shell is the page every remote runs in, so it is deployed for everyone at once',
    ]);
  }
  if (!Number.isInteger(share) || share < CANARY_SHARE.min || share > CANARY_SHARE.max) {
    throw new DeployRefusedError(deployable, [
      `a canary's share is a whole percentage from ${CANARY_SHARE.min} to ${CANARY_SHARE.max}`,
    ]);
  }
  const live = await liveDeployment(db, deployable);
  expectLive(deployable, live, request.expectedSequence);
  if (!live?.version) {
    throw new DeployConflictError(
      `${deployable} has no live version for a canary to run beside: deploy it first.`,
    );
  }
  const running = await runningCanary(db, deployable);
  if (running) throw runningConflict(running);
  const stored = await checkAndStore(services, request, await receive(services, request));
  if (stored.version === live.version) {
    throw new DeployRefusedError(deployable, [
      `${stored.version} is the live version already (#${live.sequence})`,
    ]);
  }
  try {
    const canary = await insertCanary(db, {
      deployable,
      version: stored.version,
      share,
      baseSequence: live.sequence,
      reason: request.reason,
      actor: request.actor,
    });
    if (stored.refusals.length > 0) {
      services.warn(`forced canary of ${deployable} ${stored.version}`, {
        deployable,
        version: stored.version,
        actor: request.actor,
        reason: request.reason,
        overriddenChecks: stored.refusals,
      });
    }
    return {
      canary,
      notes: [...stored.refusals.map((refusal) => `forced past: ${refusal}`), ...stored.notes],
    };
  } catch (error) {
    if (!(error instanceof CanaryRunningError)) throw error;
    throw runningConflict((await runningCanary(db, deployable))!);
  }
}

function runningConflict(canary: Canary) {
  return new DeployConflictError(
    `${canary.deployable} has a canary running already (${canary.version} for ${canary.share}% ` +
      `of browsers, by ${canary.actor}): promote it or abort it first. Nothing was changed.`,
  );
}

/** Deploys the canary's version for everyone, from the store, checked again like a deploy. */
export async function promoteCanary(
  services: DeployServices,
  request: CanaryEndRequest,
): Promise<DeployOutcome & { canary: Canary }> {
  const { db } = services;
  const canary = await runningCanary(db, request.deployable);
  if (!canary) throw noCanary(request.deployable);
  const live = await liveDeployment(db, request.deployable);
  const received = (await storedArtefact(db, request.deployable, canary.version)) ?? {
    problems: [`${canary.version} of ${request.deployable} is not in the store`],
  };
  const reason = `canary ${canary.version} promoted${request.reason ? `: ${request.reason}` : ''}`;
  const outcome = await checkStoreAndFlip(
    services,
    {
      deployable: request.deployable,
      reason,
      actor: request.actor,
      force: request.force ?? false,
    },
    received,
    { action: 'deploy', replaces: live?.sequence ?? 0, previousSequence: live?.sequence ?? 0 },
  );
  const ended = await endCanary(db, canary.id, {
    outcome: 'promoted',
    by: request.actor,
    reason: request.reason,
  });
  return { ...outcome, canary: ended ?? canary };
}

/** Ends the canary: every browser loads the live version again from its next load. */
export async function abortCanary(
  services: DeployServices,
  request: CanaryEndRequest & { outcome?: Extract<CanaryOutcome, 'aborted' | 'rolled-back'> },
): Promise<Canary> {
  const canary = await runningCanary(services.db, request.deployable);
  if (!canary) throw noCanary(request.deployable);
  const ended = await endCanary(services.db, canary.id, {
    outcome: request.outcome ?? 'aborted',
    by: request.actor,
    reason: request.reason,
  });
  if (!ended) throw noCanary(request.deployable);
  return ended;
}
