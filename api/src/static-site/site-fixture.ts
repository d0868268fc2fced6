// Test support: a throwaway folder laid out like this repository's builds, with real
// versioned artefacts packaged by the same code the shell's and the remotes' builds use,
// and a database of its own holding what a server would have stored of them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  packageArtefact,
  packageShell,
  stagingDir,
  type ArtefactDescription,
  type ShellDescription,
} from '@module-feedback/federation/artefacts';
import {
  REMOTES,
  remoteByFolder,
  SHELL_NAME,
  sharedContractRange,
  type DeployDescriptor,
  type RemoteFolder,
  type ShellDescriptor,
} from '@module-feedback/federation/contract';
import {
  artefactDescription,
  SHELL_EXPORTS,
  SHELL_PROVIDES,
} from '@module-feedback/federation/testing';
import type { FrontendSettings } from '../config';
import { connectDatabase, type DatabaseConnection } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensurePrivateDir } from '../private-files';

/** What the fixture's servers sign browser ids with. */
export const BROWSER_ID_SECRET = 'the-site-fixture-signs-browser-ids-with-this';

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

/** What a shell built against the contract fixture's versions (shared 1.0.0) provides. */
export const fixtureShellDescription = (
  provides: ShellDescription['provides'] = {
    singletons: SHELL_PROVIDES as Record<string, string>,
    exports: SHELL_EXPORTS,
  },
): ShellDescription => ({
  shell: SHELL_NAME,
  packageVersion: '1.0.0',
  page: 'index.html',
  provides,
  builtWith: {},
});

/** Writes `files` as the shell's build in `shellDir` and describes it as its build does. */
export function writeShellBuild(
  shellDir: string,
  files: Record<string, string | Buffer>,
  description = fixtureShellDescription(),
): ShellDescriptor {
  for (const [file, content] of Object.entries(files))
    writeFile(path.join(shellDir, file), content);
  return packageShell(shellDir, description);
}

/** A migrated SQLite database in `dir` (a server's DATA_DIR). */
export async function fixtureDatabase(dir: string): Promise<DatabaseConnection> {
  ensurePrivateDir(dir);
  const connection = connectDatabase(
    { dataDir: dir, databaseUrl: undefined },
    { warn() {}, info() {} },
  );
  await migrateToLatest(connection);
  return connection;
}
