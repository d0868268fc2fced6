// Test support: a throwaway folder laid out like this repository's builds, with real
// versioned artefacts packaged by the same code the remotes' builds use.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  packageArtefact,
  stagingDir,
  type ArtefactDescription,
} from '@module-feedback/federation/artefacts';
import {
  REMOTES,
  remoteByFolder,
  sharedContractRange,
  type DeployDescriptor,
  type RemoteFolder,
} from '@module-feedback/federation/contract';
import { artefactDescription } from '@module-feedback/federation/testing';
import type { FrontendSettings } from '../config';

export function writeFile(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const perRemote = (dir: (folder: RemoteFolder) => string) =>
  Object.fromEntries(REMOTES.map(({ folder }) => [folder, dir(folder)])) as Record<
    RemoteFolder,
    string
  >;

/** Every folder under `dir`; nothing is built until a test writes it. */
export function fixtureSettings(
  dir: string,
  overrides: Partial<FrontendSettings> = {},
): FrontendSettings {
  return {
    shellDir: path.join(dir, 'shell', 'dist'),
    remoteBuildDirs: perRemote((folder) => path.join(dir, folder, 'dist')),
    remoteOrigins: [],
    developerOverrides: true,
    followCheckoutBuilds: false,
    runtimeConfig: {},
    ...overrides,
  };
}

/** What a remote built against the contract fixture's versions (shared 1.0.0) needs. */
export const fixtureDescription = (folder: RemoteFolder) =>
  artefactDescription(remoteByFolder(folder).name);

/** The version of shared in this repository, which a build here records as its contract. */
const SHARED_VERSION = (
  createRequire(import.meta.url)('@module-feedback/shared/package.json') as { version: string }
).version;

/**
 * What a remote built in this repository needs: the fixture's, with this repository's shared,
 * so that a shell built here accepts it.
 */
export function repositoryBuildDescription(folder: RemoteFolder): ArtefactDescription {
  const description = fixtureDescription(folder);
  return {
    ...description,
    sharedContract: SHARED_VERSION,
    singletons: {
      ...description.singletons,
      '@module-feedback/shared': {
        requiredVersion: sharedContractRange(SHARED_VERSION),
        version: SHARED_VERSION,
      },
    },
  };
}

/** Packages `files` (relative path → content) as an artefact in `distDir`. */
export function writeArtefact(
  distDir: string,
  files: Record<string, string | Buffer>,
  description: ArtefactDescription,
): Promise<DeployDescriptor> {
  const staging = stagingDir(distDir);
  for (const [file, content] of Object.entries(files)) writeFile(path.join(staging, file), content);
  return packageArtefact(staging, description);
}
