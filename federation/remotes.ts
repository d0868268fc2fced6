// The federation contract between the shell, the four remotes and the server: which
// remotes exist, the route each one owns, where its build is served, and the shape of
// the runtime manifest the shell reads to find them.

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

/** What every remote exposes: single-spa lifecycles (bootstrap, mount, unmount). */
export const EXPOSED_LIFECYCLES = './lifecycles';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Where the server publishes each remote's build, and the shell's default manifest points. */
export const remotePublicPath = (folder: RemoteFolder) => `/remotes/${folder}/`;

/** The runtime manifest: remote name → URL of its remoteEntry.js (relative URLs resolve against the page). */
export type RemotesManifest = Record<RemoteName, string>;

/** Served at this path next to the shell's index.html. */
export const REMOTES_MANIFEST_FILE = 'remotes.json';

export function defaultRemotesManifest(): RemotesManifest {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      `${remotePublicPath(remote.folder)}${REMOTE_ENTRY_FILE}`,
    ]),
  ) as RemotesManifest;
}

/**
 * A manifest as a deployer wrote it, made whole: string entries of known remotes are kept,
 * missing remotes keep their default location, anything else is ignored.
 */
export function completeRemotesManifest(value: unknown): RemotesManifest {
  const given =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const defaults = defaultRemotesManifest();
  return Object.fromEntries(
    REMOTES.map(({ name }) => {
      const entry = given[name];
      return [
        name,
        typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : defaults[name],
      ];
    }),
  ) as RemotesManifest;
}

export function remoteByFolder(folder: RemoteFolder): Remote {
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`Unknown remote folder: ${folder}`);
  return remote;
}
