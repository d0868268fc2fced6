// Deploy, rollback and marking a version bad, as the commands and the HTTP API do them:
// read the artefact, check every byte, check what it needs, keep it in the store, then flip
// the live version in one insert that fails if anyone else flipped it meanwhile.
import type { Kysely } from 'kysely';
import type { FrontendSettings } from '../config';
import type { Database } from '../db/schema';
import { checkArtefact, type ReceivedArtefact } from './artefact-checks';
import {
  locateArtefact,
  readArtefactFolder,
  readArtefactUrl,
  type LocateOptions,
} from './artefact-source';
import {
  markVersionBad,
  storeArtefact,
  storedArtefact,
  StoredVersionConflictError,
} from './artefact-store';
import { compatibilityRefusals, describeBadMark } from './compatibility-checks';
import { runningCanary } from './canaries';
import type { Deployable } from './deployables';
import {
  appendDeployment,
  deploymentAt,
  liveDeployment,
  StaleDeploymentError,
  type Deployment,
  type NewDeployment,
} from './registry';

export interface DeployServices {
  db: Kysely<Database>;
  settings: FrontendSettings;
  /** Forced deploys are always logged here. */
  warn: (message: string, details: Record<string, unknown>) => void;
}

/** The artefact: given by URL, stored path or (the operator's command) folder; or uploaded. */
export type ArtefactInput = { given: string } | { uploaded: ReceivedArtefact };

export interface Change {
  deployable: Deployable;
  reason: string | null;
  actor: string;
  /** The live sequence the caller expects to replace (0: nothing deployed yet). */
  expectedSequence?: number;
  /** Past compatibility refusals (never past a check of the bytes). */
  force: boolean;
}

export interface DeployRequest extends Change, LocateOptions {
  artefact: ArtefactInput;
  /** `pin`: the server making the checkout's build live at start. */
  action?: 'deploy' | 'pin';
}

export interface RollbackRequest extends Change {
  /** The deployment to go back to; unset: the one before the live one, bad ones passed by. */
  to?: number;
}

/** What changed, and what the artefact's source said that refuses nothing. */
export interface DeployOutcome {
  deployment: Deployment;
  notes: string[];
}

/** The artefact failed its checks; nothing was changed. */
export class DeployRefusedError extends Error {
  constructor(
    readonly deployable: Deployable,
    readonly reasons: string[],
    readonly notes: string[] = [],
  ) {
    super(`${deployable} was not deployed, nothing changed: ${reasons.join('; ')}.`);
  }
}

/** The live state is not the one the caller started from, or allows no rollback. */
export class DeployConflictError extends Error {}

/** No such deployment (of that deployable). */
export class DeploymentNotFoundError extends Error {}

const describeLive = (live: Deployment | undefined) =>
  live
    ? `#${live.sequence} (${live.version ?? 'the old built-in build'}, by ${live.actor} at ${live.deployedAt})`
    : 'nothing (no deployment yet, sequence 0)';

export function expectLive(
  deployable: Deployable,
  live: Deployment | undefined,
  expected?: number,
): void {
  if (expected === undefined || expected === (live?.sequence ?? 0)) return;
  throw new DeployConflictError(
    `${deployable} is no longer at #${expected}: ${describeLive(live)} is live. Nothing was changed; check it and try again.`,
  );
}

async function flip(db: Kysely<Database>, deployment: NewDeployment): Promise<Deployment> {
  try {
    return await appendDeployment(db, deployment);
  } catch (error) {
    if (!(error instanceof StaleDeploymentError)) throw error;
    const now = await liveDeployment(db, deployment.deployable);
    throw new DeployConflictError(
      `another deploy of ${deployment.deployable} landed while this one was checked: ` +
        `${describeLive(now)} is live now. Nothing was changed; check it and try again.`,
    );
  }
}

export async function receive(
  services: DeployServices,
  request: DeployRequest,
): Promise<ReceivedArtefact | { problems: string[] }> {
  if ('uploaded' in request.artefact) return request.artefact.uploaded;
  const located = locateArtefact(
    request.artefact.given,
    request.deployable,
    services.settings,
    request,
  );
  if ('problem' in located) return { problems: [located.problem] };
  const { location } = located;
  switch (location.kind) {
    case 'url':
      return readArtefactUrl(location.folderUrl, request.deployable, request.ownOrigin);
    case 'folder':
      return readArtefactFolder(location.dir);
    case 'stored':
      return (
        (await storedArtefact(services.db, request.deployable, location.version)) ?? {
          problems: [`this server has no version ${location.version} of ${request.deployable}`],
        }
      );
  }
}

/** An artefact that passed every check (or was forced past its compatibility refusals), stored. */
export interface StoredCheck {
  version: string;
  /** The compatibility refusals --force passed. */
  refusals: string[];
  notes: string[];
}

/** Checks the received artefact, and what it needs of the live deployables; stores it. */
export async function checkAndStore(
  services: DeployServices,
  change: Change,
  received: ReceivedArtefact | { problems: string[] },
): Promise<StoredCheck> {
  const { db } = services;
  const { deployable } = change;
  if ('problems' in received) throw new DeployRefusedError(deployable, received.problems);
  const checked = checkArtefact(deployable, received);
  if ('problems' in checked)
    throw new DeployRefusedError(deployable, checked.problems, received.notes);
  const refusals = await compatibilityRefusals(db, deployable, checked.descriptor);
  if (refusals.length > 0 && !change.force) {
    throw new DeployRefusedError(deployable, refusals, checked.notes);
  }
  try {
    await storeArtefact(db, checked);
  } catch (error) {
    if (error instanceof StoredVersionConflictError)
      throw new DeployRefusedError(deployable, [error.message]);
    throw error;
  }
  return { version: checked.version, refusals, notes: checked.notes };
}

/**
 * Checks the received artefact, and what it needs of the live deployables; stores it;
 * makes it live as `fields` describe.
 */
export async function checkStoreAndFlip(
  services: DeployServices,
  change: Change,
  received: ReceivedArtefact | { problems: string[] },
  fields: Pick<NewDeployment, 'action' | 'replaces' | 'previousSequence'>,
): Promise<DeployOutcome> {
  const { deployable } = change;
  const { version, refusals, notes } = await checkAndStore(services, change, received);
  const deployment = await flip(services.db, {
    ...fields,
    deployable,
    version,
    forced: refusals.length > 0,
    overriddenChecks: refusals,
    reason: change.reason,
    actor: change.actor,
  });
  if (deployment.forced) {
    services.warn(`forced ${deployment.action} of ${deployable} ${version}`, {
      deployable,
      version,
      sequence: deployment.sequence,
      actor: change.actor,
      reason: change.reason,
      overriddenChecks: refusals,
    });
  }
  return { deployment, notes };
}

/** A deploy or rollback while a canary runs would change what the canary is compared with. */
async function refuseWhileCanaryRuns(db: Kysely<Database>, deployable: Deployable) {
  const canary = await runningCanary(db, deployable);
  if (!canary) return;
  throw new DeployConflictError(
    `${deployable} has a canary running (${canary.version} for ${canary.share}% of browsers, ` +
      `by ${canary.actor}): promote it or abort it first. Nothing was changed.`,
  );
}

export async function deploy(
  services: DeployServices,
  request: DeployRequest,
): Promise<DeployOutcome> {
  const live = await liveDeployment(services.db, request.deployable);
  expectLive(request.deployable, live, request.expectedSequence);
  await refuseWhileCanaryRuns(services.db, request.deployable);
  const received = await receive(services, request);
  const sequence = live?.sequence ?? 0;
  return checkStoreAndFlip(services, request, received, {
    action: request.action ?? 'deploy',
    replaces: sequence,
    previousSequence: sequence,
  });
}

/** The deployment a plain rollback from `live` returns to, passing bad and unstored ones by. */
async function previousGood(
  db: Kysely<Database>,
  live: Deployment,
): Promise<{ target?: Deployment; passed: string[] }> {
  const passed: string[] = [];
  for (let sequence = live.previousSequence; sequence > 0;) {
    const candidate = await deploymentAt(db, sequence);
    if (!candidate) break;
    if (candidate.version && !candidate.bad) return { target: candidate, passed };
    passed.push(
      candidate.bad
        ? `#${candidate.sequence}: ${describeBadMark(candidate.version!, candidate.bad)}`
        : `#${candidate.sequence}: the old built-in build is not in the store`,
    );
    sequence = candidate.previousSequence;
  }
  return { passed };
}

async function rollbackTarget(
  db: Kysely<Database>,
  request: RollbackRequest,
  live: Deployment,
): Promise<Deployment> {
  if (request.to === undefined) {
    const { target, passed } = await previousGood(db, live);
    if (target) return target;
    throw new DeployConflictError(
      `${request.deployable} has nothing before ${describeLive(live)} to roll back to` +
        (passed.length > 0 ? ` (passed by: ${passed.join('; ')})` : '') +
        '.',
    );
  }
  const target = await deploymentAt(db, request.to);
  if (!target || target.deployable !== request.deployable) {
    throw new DeploymentNotFoundError(
      `There is no deployment #${request.to} of ${request.deployable}.`,
    );
  }
  if (target.sequence === live.sequence) {
    throw new DeployConflictError(
      `#${target.sequence} is the live deployment of ${request.deployable} already.`,
    );
  }
  if (!target.version) {
    throw new DeployConflictError(
      `#${target.sequence} names the old built-in build, which is not in the store.`,
    );
  }
  return target;
}

/** Back to an earlier deployment's version, checked again like a new deploy. */
export async function rollback(
  services: DeployServices,
  request: RollbackRequest,
): Promise<DeployOutcome> {
  const { db } = services;
  const live = await liveDeployment(db, request.deployable);
  expectLive(request.deployable, live, request.expectedSequence);
  await refuseWhileCanaryRuns(db, request.deployable);
  if (!live)
    throw new DeployConflictError(
      `${request.deployable} was never deployed: there is nothing to roll back to.`,
    );
  const target = await rollbackTarget(db, request, live);
  const received = (await storedArtefact(db, request.deployable, target.version!)) ?? {
    problems: [`${target.version} of ${request.deployable} is not in the store`],
  };
  return checkStoreAndFlip(services, request, received, {
    action: 'rollback',
    replaces: live.sequence,
    previousSequence: target.previousSequence,
  });
}

export interface MarkBadRequest {
  sequence: number;
  /** When given (a deploy token's deployable), the deployment must be one of it. */
  deployable?: Deployable;
  reason: string | null;
  actor: string;
}

/** Marks the version a deployment made live as bad; answers the deployment, marked. */
export async function markBad(
  services: DeployServices,
  request: MarkBadRequest,
): Promise<Deployment> {
  const { db } = services;
  const deployment = await deploymentAt(db, request.sequence);
  if (!deployment || (request.deployable && deployment.deployable !== request.deployable)) {
    throw new DeploymentNotFoundError(
      `There is no deployment #${request.sequence}${request.deployable ? ` of ${request.deployable}` : ''}.`,
    );
  }
  if (!deployment.version) {
    throw new DeployConflictError(
      `#${deployment.sequence} names the old built-in build, which is not in the store.`,
    );
  }
  if (!deployment.bad) {
    await markVersionBad(db, deployment.deployable, deployment.version, {
      reason: request.reason,
      by: request.actor,
    });
  }
  return (await deploymentAt(db, request.sequence))!;
}
