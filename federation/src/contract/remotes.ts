// Which remotes exist, the route each one owns and what the shell mounts from each.

export const REMOTES = [
  {
    name: 'mfe_results',
    folder: 'mfe-results',
    route: '/results',
    label: 'results',
    devPort: 5174,
  },
  {
    name: 'mfe_feedback',
    folder: 'mfe-feedback',
    route: '/feedback',
    label: 'feedback',
    devPort: 5175,
  },
  { name: 'mfe_admin', folder: 'mfe-admin', route: '/admin', label: 'admin', devPort: 5176 },
  { name: 'mfe_auth', folder: 'mfe-auth', route: '/auth', label: 'sign-in', devPort: 5177 },
] as const;

export type Remote = (typeof REMOTES)[number];
export type RemoteName = Remote['name'];
export type RemoteFolder = Remote['folder'];

export const REMOTE_NAMES = REMOTES.map((remote) => remote.name) as [RemoteName, ...RemoteName[]];
export const REMOTE_FOLDERS = REMOTES.map((remote) => remote.folder) as [
  RemoteFolder,
  ...RemoteFolder[],
];

/** What every remote exposes: single-spa lifecycles (bootstrap, mount, unmount). */
export const EXPOSED_LIFECYCLES = './lifecycles';

export function remoteByFolder(folder: string): Remote {
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) {
    throw new Error(`Unknown remote "${folder}"; the remotes are ${REMOTE_FOLDERS.join(', ')}.`);
  }
  return remote;
}
