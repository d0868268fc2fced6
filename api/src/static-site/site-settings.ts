// Where the static site's files come from. By default the builds in this repository;
// a deployer swaps the runtime manifest or config with REMOTES_MANIFEST / RUNTIME_CONFIG
// (paths to JSON files) without rebuilding anything. Read once at startup.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  completeRemotesManifest,
  defaultRemotesManifest,
  REMOTES,
  type RemoteFolder,
  type RemotesManifest,
} from '../../../federation/remotes';
import { ConfigError } from '../config';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StaticSiteSettings {
  /** The built shell (index.html, assets/). */
  shellDir: string;
  /** Each remote's build folder. */
  remoteDirs: Record<RemoteFolder, string>;
  /** Served at /remotes.json. */
  remotesManifest: RemotesManifest;
  /** Served at /config.json (the shell's runtime config; {} means all defaults). */
  runtimeConfig: Record<string, unknown>;
}

/** Reported by the server command as "Cannot start: …". */
export class StaticSiteConfigError extends ConfigError {}

function readJsonObject(file: string, variable: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new StaticSiteConfigError(`${variable}: cannot read JSON from ${file}: ${String(error)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StaticSiteConfigError(`${variable}: ${file} must hold a JSON object.`);
  }
  return value as Record<string, unknown>;
}

function readManifest(file: string): RemotesManifest {
  const given = readJsonObject(file, 'REMOTES_MANIFEST');
  const known = new Set<string>(REMOTES.map((remote) => remote.name));
  const unknown = Object.keys(given).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new StaticSiteConfigError(
      `REMOTES_MANIFEST: unknown remote(s) ${unknown.join(', ')}; expected ${[...known].join(', ')}.`,
    );
  }
  return completeRemotesManifest(given);
}

export function loadStaticSiteSettings(
  env: Record<string, string | undefined>,
): StaticSiteSettings {
  const manifestFile = env.REMOTES_MANIFEST?.trim();
  const configFile = env.RUNTIME_CONFIG?.trim();
  return {
    shellDir: path.join(REPOSITORY_ROOT, 'shell', 'dist'),
    remoteDirs: Object.fromEntries(
      REMOTES.map(({ folder }) => [folder, path.join(REPOSITORY_ROOT, folder, 'dist')]),
    ) as Record<RemoteFolder, string>,
    remotesManifest: manifestFile ? readManifest(manifestFile) : defaultRemotesManifest(),
    runtimeConfig: configFile ? readJsonObject(configFile, 'RUNTIME_CONFIG') : {},
  };
}
