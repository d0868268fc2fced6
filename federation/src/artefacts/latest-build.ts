// Which version folder a remote's latest build wrote (see package-artefact.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ARTEFACT_VERSION_PATTERN, LATEST_BUILD_FILE, type LatestBuild } from '../contract';

/** The latest build's folder under `distDir`, if the remote was built. */
export function latestBuildDir(distDir: string): string | undefined {
  try {
    const { version } = JSON.parse(
      readFileSync(path.join(distDir, LATEST_BUILD_FILE), 'utf8'),
    ) as LatestBuild;
    return ARTEFACT_VERSION_PATTERN.test(version) ? path.join(distDir, version) : undefined;
  } catch {
    return undefined;
  }
}
