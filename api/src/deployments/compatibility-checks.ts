// What a deploy checks besides the bytes: that the live shell provides what a remote needs
// (each singleton's version, each export it imports by name), that a new shell provides
// what every live remote needs, and that the version was not marked bad. Each refusal is a
// sentence a team can act on; --force passes these (never the checks of the bytes).
import {
  incompatibilities,
  type DeployDescriptor,
  type ShellDescriptor,
} from '@module-feedback/federation/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Descriptor } from './artefact-checks';
import { storedVersion, type BadMark } from './artefact-store';
import { isShell, type Deployable } from './deployables';
import { liveDeployment, liveDeployments, type Deployment } from './registry';

export const describeBadMark = (version: string, bad: BadMark) =>
  `${version} was marked bad by ${bad.by} at ${bad.at}${bad.reason ? ` (${bad.reason})` : ''}`;

const label = (deployment: Deployment) => `${deployment.version} (#${deployment.sequence})`;

/** The live shell and its deploy.json, when one is live and stored. */
export async function liveShell(
  db: Kysely<Database>,
): Promise<{ deployment: Deployment; descriptor: ShellDescriptor } | undefined> {
  const deployment = await liveDeployment(db, 'shell');
  if (!deployment?.version) return undefined;
  const stored = await storedVersion(db, 'shell', deployment.version);
  return stored?.descriptor.kind === 'shell'
    ? { deployment, descriptor: stored.descriptor.descriptor }
    : undefined;
}

const remoteAgainstShell = (remote: DeployDescriptor, shell: ShellDescriptor) =>
  incompatibilities(remote, shell.provides.singletons, shell.provides.exports);

async function remoteRefusals(db: Kysely<Database>, remote: DeployDescriptor): Promise<string[]> {
  const shell = await liveShell(db);
  if (!shell) {
    return [
      'no shell is live to check it against: deploy the shell first (npm run deploy -- shell shell/dist)',
    ];
  }
  return remoteAgainstShell(remote, shell.descriptor).map(
    (reason) => `${reason}: the live shell is ${label(shell.deployment)}`,
  );
}

/** Every live remote the new shell would refuse, and why. */
async function shellRefusals(db: Kysely<Database>, shell: ShellDescriptor): Promise<string[]> {
  const refusals: string[] = [];
  for (const [deployable, deployment] of await liveDeployments(db)) {
    if (isShell(deployable) || !deployment.version) continue;
    const stored = await storedVersion(db, deployable, deployment.version);
    if (stored?.descriptor.kind !== 'remote') continue;
    for (const reason of remoteAgainstShell(stored.descriptor.descriptor, shell)) {
      refusals.push(`the live ${deployable} ${label(deployment)} would be refused: ${reason}`);
    }
  }
  return refusals;
}

export async function compatibilityRefusals(
  db: Kysely<Database>,
  deployable: Deployable,
  descriptor: Descriptor,
): Promise<string[]> {
  const stored = await storedVersion(db, deployable, descriptor.descriptor.version);
  const bad = stored?.bad ? [describeBadMark(stored.version, stored.bad)] : [];
  const needs =
    descriptor.kind === 'remote'
      ? await remoteRefusals(db, descriptor.descriptor)
      : await shellRefusals(db, descriptor.descriptor);
  return [...bad, ...needs];
}
