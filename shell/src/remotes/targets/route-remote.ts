// Which remote a path belongs to: its route and every path under it.
import { REMOTES, type Remote } from '@module-feedback/federation/contract';

export const remoteOwnsPath = (remote: Remote, path: string): boolean =>
  path === remote.route || path.startsWith(`${remote.route}/`);

/** The remote mounted on `path`, or undefined for the shell's own pages. */
export const remoteForPath = (path: string): Remote | undefined =>
  REMOTES.find((remote) => remoteOwnsPath(remote, path));
