// Which remote a path belongs to: its route and every path under it.
// The remotes' list alone: the rest of the contract (schemas, version checks) is remote support.
import { REMOTES, type Remote } from '@module-feedback/federation/remotes';

export const remoteOwnsPath = (remote: Remote, path: string): boolean =>
  path === remote.route || path.startsWith(`${remote.route}/`);

/** The remote mounted on `path`, or undefined for the shell's own pages. */
export const remoteForPath = (path: string): Remote | undefined =>
  REMOTES.find((remote) => remoteOwnsPath(remote, path));
