// The artefact folders this server hosts under /remotes/<folder>/<version>/: the ones the
// repository's builds wrote (<folder>/dist), and the ones deploys published from a folder
// (DATA_DIR/artefacts/<folder>). A version folder never changes once written.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { latestBuildDir } from '@module-feedback/federation/artefacts';
import {
  artefactPublicPath,
  DEPLOY_DESCRIPTOR_FILE,
  parseDeployDescriptor,
  PROVIDED_SINGLETONS_FILE,
  type DeployDescriptor,
  type ManifestEntry,
  type ProvidedSingletons,
  type RemoteFolder,
} from '@module-feedback/federation/contract';
import type { FrontendSettings } from '../config';

/** The descriptor in an artefact folder, or why there is none. */
export function readDescriptor(
  dir: string,
): { descriptor: DeployDescriptor } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path.join(dir, DEPLOY_DESCRIPTOR_FILE), 'utf8'));
  } catch (error) {
    return {
      problem: `${DEPLOY_DESCRIPTOR_FILE} cannot be read from ${dir}: ${(error as Error).message}`,
    };
  }
  return parseDeployDescriptor(value);
}

/** How the runtime manifest points at an artefact this server hosts. */
export function hostedEntry(folder: RemoteFolder, descriptor: DeployDescriptor): ManifestEntry {
  return {
    entry: `${artefactPublicPath(folder, descriptor.version)}${descriptor.entry}`,
    version: descriptor.version,
    integrity: descriptor.integrity,
  };
}

/**
 * The remote's built-in version: the latest build in the repository, which `npm start`
 * serves until a deploy says otherwise. Read on each call, so a rebuild shows at once.
 */
export function builtInEntry(
  settings: FrontendSettings,
  folder: RemoteFolder,
): ManifestEntry | undefined {
  const dir = latestBuildDir(settings.remoteBuildDirs[folder]);
  if (!dir) return undefined;
  const read = readDescriptor(dir);
  return 'descriptor' in read ? hostedEntry(folder, read.descriptor) : undefined;
}

/** Where /remotes/<folder>/ is read from: published artefacts first, then the builds. */
export function hostedRoots(settings: FrontendSettings, folder: RemoteFolder): string[] {
  return [settings.publishedArtefactDirs[folder], settings.remoteBuildDirs[folder]];
}

/** What the shell being served provides to remotes; undefined while it is not built. */
export function providedSingletons(settings: FrontendSettings): ProvidedSingletons | undefined {
  try {
    return JSON.parse(readFileSync(path.join(settings.shellDir, PROVIDED_SINGLETONS_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Copies an artefact folder into this server's published artefacts, where
 * /remotes/<folder>/<version>/ serves it. A version already published must hold the same
 * files: versions are immutable.
 */
export function publishArtefact(
  settings: FrontendSettings,
  folder: RemoteFolder,
  dir: string,
  descriptor: DeployDescriptor,
): { problem: string } | undefined {
  const target = path.join(settings.publishedArtefactDirs[folder], descriptor.version);
  if (existsSync(target)) {
    const published = readDescriptor(target);
    if ('descriptor' in published && published.descriptor.contentHash === descriptor.contentHash) {
      return undefined;
    }
    return { problem: `${folder} ${descriptor.version} is already published with other files` };
  }
  const staging = `${target}.${process.pid}.tmp`;
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(dir, staging, { recursive: true });
  renameSync(staging, target);
  return undefined;
}
