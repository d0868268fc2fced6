// What can be deployed on its own: the shell, and each remote (by its folder name).
import {
  REMOTE_FOLDERS,
  remoteByFolder,
  SHELL_NAME,
  type Remote,
  type RemoteFolder,
} from '@module-feedback/federation/contract';

export type Deployable = typeof SHELL_NAME | RemoteFolder;

export const DEPLOYABLES = [SHELL_NAME, ...REMOTE_FOLDERS] as [Deployable, ...Deployable[]];

export const isShell = (deployable: string): deployable is typeof SHELL_NAME =>
  deployable === SHELL_NAME;

export function asDeployable(value: string | undefined): Deployable | undefined {
  return DEPLOYABLES.find((deployable) => deployable === value);
}

/** The remote a deployable is, or undefined for the shell. */
export const remoteOf = (deployable: Deployable): Remote | undefined =>
  isShell(deployable) ? undefined : remoteByFolder(deployable);
