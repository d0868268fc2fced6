// Packages a remote's build as an immutable, versioned artefact: the build is written to a
// staging folder, then hashed and moved to a folder named `<package version>-<content
// hash>` beside it, with deploy.json describing what it needs. Same sources, same bytes,
// same folder: rebuilding changes nothing, and a folder once written never changes, so a
// page still using an older build keeps finding its chunks.
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  DEPLOY_DESCRIPTOR_FILE,
  LATEST_BUILD_FILE,
  REMOTE_ENTRY_FILE,
  sha384Integrity,
  type DeployDescriptor,
  type LatestBuild,
  type ShellDescriptor,
} from '../contract';
import { contentHashOf, describeFiles, readFolderFiles } from './artefact-contents';

/** What the build knows about itself before its files exist. */
export type ArtefactDescription = Omit<
  DeployDescriptor,
  'version' | 'contentHash' | 'entry' | 'integrity' | 'files'
>;

/** What the shell's build knows about itself before its files exist. */
export type ShellDescription = Omit<ShellDescriptor, 'version' | 'contentHash' | 'files'>;

/** Version folders a build keeps beside the new one (watch builds make one per change). */
export const KEPT_BUILDS = 5;
const STAGING_PREFIX = '.build-';
const ABANDONED_STAGING_MS = 60 * 60_000;

/** Where vite writes before packaging: per process, so two builds never share it. */
export const stagingDir = (distDir: string) =>
  path.join(distDir, `${STAGING_PREFIX}${process.pid}`);

/** The version a build of `packageVersion` with these contents is named. */
export const versionName = (packageVersion: string, contentHash: string) =>
  `${packageVersion}-${contentHash.slice(0, 12)}`;

function writeDescriptor(dir: string, descriptor: object): void {
  writeFileSync(path.join(dir, DEPLOY_DESCRIPTOR_FILE), `${JSON.stringify(descriptor, null, 2)}\n`);
}

function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * Removes staging folders abandoned by crashed builds, and the version folders beyond the
 * KEPT_BUILDS most recently written (`keep`, the one just written, always stays).
 */
function pruneOldBuilds(distDir: string, keep: string): void {
  const now = Date.now();
  const folders = readdirSync(distDir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const folder of folders) {
    const dir = path.join(distDir, folder.name);
    if (folder.name.startsWith(STAGING_PREFIX)) {
      if (now - statSync(dir).mtimeMs > ABANDONED_STAGING_MS)
        rmSync(dir, { recursive: true, force: true });
    }
  }
  const builds = folders
    .filter((folder) => existsSync(path.join(distDir, folder.name, DEPLOY_DESCRIPTOR_FILE)))
    .map((folder) => ({
      name: folder.name,
      writtenAt: statSync(path.join(distDir, folder.name, DEPLOY_DESCRIPTOR_FILE)).mtimeMs,
    }))
    .filter((build) => build.name !== keep)
    .sort((a, b) => b.writtenAt - a.writtenAt);
  for (const old of builds.slice(KEPT_BUILDS - 1)) {
    rmSync(path.join(distDir, old.name), { recursive: true, force: true });
  }
}

/**
 * Turns the build in `staging` into the artefact folder beside it and points
 * LATEST_BUILD_FILE at it. Returns the artefact's descriptor.
 */
export async function packageArtefact(
  staging: string,
  description: ArtefactDescription,
): Promise<DeployDescriptor> {
  // Vite's own build manifest: a tool file with absolute paths of this machine.
  rmSync(path.join(staging, '.vite'), { recursive: true, force: true });
  const files = readFolderFiles(staging);
  const hash = contentHashOf(files);
  const { remote, packageVersion, ...needs } = description;
  const descriptor: DeployDescriptor = {
    remote,
    version: versionName(packageVersion, hash),
    packageVersion,
    contentHash: hash,
    entry: REMOTE_ENTRY_FILE,
    integrity: await sha384Integrity(readFileSync(path.join(staging, REMOTE_ENTRY_FILE))),
    ...needs,
    files: describeFiles(files),
  };
  writeDescriptor(staging, descriptor);

  const distDir = path.dirname(staging);
  const target = path.join(distDir, descriptor.version);
  if (existsSync(target)) {
    // Built before from the same sources: the folder already holds these very bytes. Its
    // deploy.json is replaced, since what describes the files (not the files) may have grown.
    renameSync(
      path.join(staging, DEPLOY_DESCRIPTOR_FILE),
      path.join(target, DEPLOY_DESCRIPTOR_FILE),
    );
    rmSync(staging, { recursive: true, force: true });
    const now = new Date();
    utimesSync(path.join(target, DEPLOY_DESCRIPTOR_FILE), now, now);
  } else {
    renameSync(staging, target);
  }
  const latest: LatestBuild = { version: descriptor.version };
  writeAtomically(path.join(distDir, LATEST_BUILD_FILE), `${JSON.stringify(latest)}\n`);
  pruneOldBuilds(distDir, descriptor.version);
  return descriptor;
}

/**
 * Describes the shell's build in place: its deploy.json names the version, lists every
 * file and says what the shell provides. The folder is what `npm run deploy -- shell`
 * takes (the shell is built for the root of its origin, so it is not moved).
 */
export function packageShell(dir: string, description: ShellDescription): ShellDescriptor {
  rmSync(path.join(dir, '.vite'), { recursive: true, force: true });
  const files = readFolderFiles(dir);
  const hash = contentHashOf(files);
  const { packageVersion } = description;
  const descriptor: ShellDescriptor = {
    ...description,
    version: versionName(packageVersion, hash),
    contentHash: hash,
    files: describeFiles(files),
  };
  writeDescriptor(dir, descriptor);
  return descriptor;
}
