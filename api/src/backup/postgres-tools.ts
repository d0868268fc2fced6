// pg_dump, pg_restore and psql of the server's major version or newer: an older pg_dump refuses
// a newer server. Debian keeps each version's tools in /usr/lib/postgresql/<major>/bin;
// when none fits, Debian's postgresql-client-<major> is installed with apt-get (as the
// production setup installs nginx).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from '../../../scripts/ensure-debian-package.mjs';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

function majorOf(program: string): number | undefined {
  try {
    const version = execFileSync(program, ['--version'], { encoding: 'utf8' });
    return Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1]) || undefined;
  } catch {
    return undefined;
  }
}

export function findPgTool(tool: PgTool, serverMajor: number): string {
  const versioned = (major: number | string) =>
    path.join(DEBIAN_VERSIONS, String(major), 'bin', tool);
  const installed = existsSync(DEBIAN_VERSIONS)
    ? readdirSync(DEBIAN_VERSIONS)
        .map(Number)
        .filter((major) => major >= serverMajor && existsSync(versioned(major)))
        .sort((a, b) => a - b)
    : [];
  if (installed.length > 0) return versioned(installed[0]!);
  // Elsewhere than Debian: the one on PATH, if it is new enough.
  if ((majorOf(tool) ?? 0) >= serverMajor) return tool;
  ensureDebianPackage(versioned(serverMajor), `postgresql-client-${serverMajor}`);
  return versioned(serverMajor);
}
