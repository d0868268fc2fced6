// How a remote's build is packaged: one immutable folder per version, named
// `<package version>-<content hash>`, holding the entry, the federation manifest, the
// hashed assets and deploy.json (what the build needs from the page it runs in).
import type { RemoteFolder } from './remotes';

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** Written by the federation plugin: shared dependencies, exposes and their chunks. */
export const MF_MANIFEST_FILE = 'mf-manifest.json';
export const DEPLOY_DESCRIPTOR_FILE = 'deploy.json';
/** Next to a remote's version folders: which of them its latest build wrote. */
export const LATEST_BUILD_FILE = 'latest.json';

/** A version folder's name: one path segment, nothing a URL or a file system treats specially. */
export const ARTEFACT_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/;

/** Where a server of this app publishes a remote's version folders. */
export const remotePublicPath = (folder: RemoteFolder) => `/remotes/${folder}/`;

export const artefactPublicPath = (folder: RemoteFolder, version: string) =>
  `${remotePublicPath(folder)}${version}/`;

/** The content of LATEST_BUILD_FILE. */
export interface LatestBuild {
  version: string;
}

/** Module scripts: what the page executes, each covered by integrity the browser enforces. */
export const isModuleScript = (file: string) => /\.m?js$/.test(file);
