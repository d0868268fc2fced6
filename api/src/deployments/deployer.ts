// Deploy and rollback, as the command line and the staff API do them: check first, then
// flip the live version in one insert that fails if anyone else flipped it meanwhile.
import { remoteByFolder, type RemoteFolder } from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { FrontendSettings } from '../config';
import type { Database } from '../db/schema';
import { artefactRefusals } from './artefact-checks';
import { locateArtefact, readArtefact, type LocateOptions } from './artefact-source';
import { providedSingletons, publishArtefact } from './artefact-store';
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

export interface DeployRequest extends LocateOptions {
  remote: RemoteFolder;
  /** URL, path on this server or (command line) folder of the artefact. */
  artefact: string;
  force: boolean;
  reason: string | null;
  actor: string;
  /** The live sequence the caller expects to replace (0: nothing deployed yet). */
  expectedSequence?: number;
}

export interface RollbackRequest {
  remote: RemoteFolder;
  reason: string | null;
  actor: string;
  expectedSequence?: number;
}

/** The artefact failed its checks; nothing was changed. */
export class DeployRefusedError extends Error {
  constructor(
    readonly remote: RemoteFolder,
    readonly reasons: string[],
  ) {
    super(`${remote} was not deployed, nothing changed: ${reasons.join('; ')}.`);
  }
}

/** The live state is not the one the caller started from, or allows no rollback. */
export class DeployConflictError extends Error {}

const describeLive = (live: Deployment | undefined) =>
  live
    ? `#${live.sequence} (${live.version ?? 'the built-in build'}, by ${live.actor} at ${live.deployedAt})`
    : `its built-in build (nothing deployed yet, sequence 0)`;

function expectLive(remote: RemoteFolder, live: Deployment | undefined, expected?: number): void {
  if (expected === undefined || expected === (live?.sequence ?? 0)) return;
  throw new DeployConflictError(
    `${remote} is no longer at #${expected}: ${describeLive(live)} is live. Nothing was changed; check it and try again.`,
  );
}

async function flip(db: Kysely<Database>, deployment: NewDeployment): Promise<Deployment> {
  try {
    return await appendDeployment(db, deployment);
  } catch (error) {
    if (!(error instanceof StaleDeploymentError)) throw error;
    const now = await liveDeployment(db, deployment.remote);
    throw new DeployConflictError(
      `another deploy of ${deployment.remote} landed while this one was checked: ` +
        `${describeLive(now)} is live now. Nothing was changed; check it and try again.`,
    );
  }
}

export async function deploy(
  services: DeployServices,
  request: DeployRequest,
): Promise<Deployment> {
  const { db, settings } = services;
  const remote = remoteByFolder(request.remote);
  const live = await liveDeployment(db, remote.folder);
  expectLive(remote.folder, live, request.expectedSequence);

  const located = locateArtefact(request.artefact, remote, settings, request);
  if ('problem' in located) throw new DeployRefusedError(remote.folder, [located.problem]);
  const artefact = await readArtefact(located.location, remote);
  if ('problem' in artefact) throw new DeployRefusedError(remote.folder, [artefact.problem]);
  const refusals = await artefactRefusals(artefact, providedSingletons(settings));
  if (refusals.length > 0 && !request.force) throw new DeployRefusedError(remote.folder, refusals);

  const { descriptor } = artefact;
  // Into this server's own store: builds prune their old version folders, deploys' stay.
  if (located.location.kind !== 'url') {
    const published = publishArtefact(settings, remote.folder, located.location.dir, descriptor);
    if (published) throw new DeployRefusedError(remote.folder, [published.problem]);
  }
  const deployment = await flip(db, {
    remote: remote.folder,
    sequence: (live?.sequence ?? 0) + 1,
    action: 'deploy',
    version: descriptor.version,
    entry: artefact.entryUrl,
    integrity: descriptor.integrity,
    descriptor,
    previousSequence: live?.sequence ?? null,
    forced: refusals.length > 0,
    overriddenChecks: refusals,
    reason: request.reason,
    actor: request.actor,
  });
  if (deployment.forced) {
    services.warn(`forced deploy of ${remote.folder} ${descriptor.version}`, {
      remote: remote.folder,
      version: descriptor.version,
      sequence: deployment.sequence,
      actor: request.actor,
      reason: request.reason,
      overriddenChecks: refusals,
    });
  }
  return deployment;
}

/** Back to the state before the live one: the previous deployment, or the built-in build. */
export async function rollback(
  services: DeployServices,
  request: RollbackRequest,
): Promise<Deployment> {
  const { db } = services;
  const live = await liveDeployment(db, request.remote);
  expectLive(request.remote, live, request.expectedSequence);
  if (!live || (live.entry === null && live.previousSequence === null)) {
    throw new DeployConflictError(
      `${request.remote} already serves its built-in build: there is nothing to roll back to.`,
    );
  }
  const target =
    live.previousSequence === null
      ? undefined
      : await deploymentAt(db, request.remote, live.previousSequence);
  return flip(db, {
    remote: request.remote,
    sequence: live.sequence + 1,
    action: 'rollback',
    version: target?.version ?? null,
    entry: target?.entry ?? null,
    integrity: target?.integrity ?? null,
    descriptor: target?.descriptor ?? null,
    previousSequence: target?.previousSequence ?? null,
    forced: false,
    overriddenChecks: [],
    reason: request.reason,
    actor: request.actor,
  });
}
