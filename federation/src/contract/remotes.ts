// Which remotes exist, the route each one owns and what the shell mounts from each.

/**
 * A remote's federation name: the module federation container's name, the key of its entry in
 * remotes.json and the `remote` of its deploy.json and of browsers' reports. It is the remote's
 * folder name with `_` for `-` (`mfe-results` → `mfe_results`), since a container's name must be
 * a JavaScript identifier; nothing else may spell it.
 */
export type FederationNameOf<Folder extends string> = Folder extends `${infer Head}-${infer Tail}`
  ? `${Head}_${FederationNameOf<Tail>}`
  : Folder;

export function federationNameOf<const Folder extends string>(
  folder: Folder,
): FederationNameOf<Folder> {
  return folder.replaceAll('-', '_') as FederationNameOf<Folder>;
}

/**
 * One remote: `folder` is the remote's name wherever people see it (its workspace folder, the
 * deployable an operator deploys, `/remotes/mfe-results/…`); `name` is its federation name,
 * derived from the folder.
 */
function remote<
  const Folder extends string,
  const Route extends string,
  const Label extends string,
>(folder: Folder, route: Route, label: Label, devPort: number) {
  return { name: federationNameOf(folder), folder, route, label, devPort };
}

export const REMOTES = [
  remote('mfe-results', '/results', 'results', 5174),
  remote('mfe-feedback', '/feedback', 'feedback', 5175),
  remote('mfe-admin', '/admin', 'admin', 5176),
  remote('mfe-auth', '/auth', 'sign-in', 5177),
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
