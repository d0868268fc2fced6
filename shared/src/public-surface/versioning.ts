// The rule that ties this package's version to its public surface (semantic versioning):
// adding an export needs at least a minor bump, removing or changing one a major bump.
// The shell tells remotes which `shared` it provides by this version, so a remote built
// against 1.4 can trust every 1.x from 1.4 on to have what it uses.
import semver from 'semver';
import type { PublicSurface } from './surface';

export type Bump = 'major' | 'minor' | 'patch';

/**
 * Every version's recorded surface (public-surface.json), oldest to newest by semver. Versions
 * are compared fingerprint by fingerprint, so every entry must come from the same printer: when
 * the printing changes (a change of this checker, not of the package), each version is recorded
 * again with it from the source it was first recorded from, which keeps the history comparable.
 */
export type SurfaceRecord = Record<string, PublicSurface>;

export interface SurfaceChange {
  added: string[];
  removed: string[];
  changed: string[];
}

const RANK: Record<Bump, number> = { patch: 1, minor: 2, major: 3 };

/** Names as `<entry point> <export>`, e.g. "./contracts Module". */
function flatten(surface: PublicSurface): Map<string, string> {
  return new Map(
    Object.entries(surface).flatMap(([entry, exports]) =>
      Object.entries(exports).map(([name, type]) => [`${entry} ${name}`, type] as const),
    ),
  );
}

export function compareSurfaces(before: PublicSurface, after: PublicSurface): SurfaceChange {
  const old = flatten(before);
  const now = flatten(after);
  return {
    added: [...now.keys()].filter((name) => !old.has(name)),
    removed: [...old.keys()].filter((name) => !now.has(name)),
    changed: [...now]
      .filter(([name, type]) => old.has(name) && old.get(name) !== type)
      .map(([n]) => n),
  };
}

export function requiredBump(change: SurfaceChange): Bump {
  if (change.removed.length > 0 || change.changed.length > 0) return 'major';
  return change.added.length > 0 ? 'minor' : 'patch';
}

function describeChange(change: SurfaceChange): string {
  return (['added', 'removed', 'changed'] as const)
    .filter((kind) => change[kind].length > 0)
    .map((kind) => `${kind}: ${change[kind].join(', ')}`)
    .join('; ');
}

/** Why going from one recorded version to the next breaks the rule, if it does. */
export function bumpProblem(
  from: { version: string; surface: PublicSurface },
  to: { version: string; surface: PublicSurface },
): string | undefined {
  if (!semver.gt(to.version, from.version)) {
    return `${to.version} does not come after ${from.version}.`;
  }
  const change = compareSurfaces(from.surface, to.surface);
  const needed = requiredBump(change);
  const difference = semver.diff(from.version, to.version)?.replace(/^pre/, '') as Bump;
  if (RANK[difference] >= RANK[needed]) return undefined;
  return (
    `${from.version} → ${to.version} is a ${difference} bump, but the public surface ` +
    `changed (${describeChange(change)}): that needs a ${needed} bump (${semver.inc(from.version, needed)}).`
  );
}

const RECORD_COMMAND = 'npm run record-surface -w shared';

/** Everything wrong with the record for the package as it is now; empty when it is in order. */
export function recordProblems(
  record: SurfaceRecord,
  version: string,
  surface: PublicSurface,
): string[] {
  const problems: string[] = [];
  const versions = Object.keys(record).sort(semver.compare);
  versions.slice(1).forEach((next, index) => {
    const previous = versions[index]!;
    const problem = bumpProblem(
      { version: previous, surface: record[previous]! },
      { version: next, surface: record[next]! },
    );
    if (problem) problems.push(problem);
  });

  const recorded = record[version];
  if (!recorded) {
    problems.push(`Version ${version} has no recorded public surface: run ${RECORD_COMMAND}.`);
    return problems;
  }
  const change = compareSurfaces(recorded, surface);
  const needed = requiredBump(change);
  if (needed !== 'patch') {
    problems.push(
      `The public surface changed since ${version} was recorded (${describeChange(change)}) ` +
        `but the version was not bumped: set "version" in shared/package.json to ` +
        `${semver.inc(version, needed)} (a ${needed} bump), then run ${RECORD_COMMAND}.`,
    );
  }
  return problems;
}

/**
 * The record with the package's current surface added, or why it cannot be: a version is
 * recorded once, and only after a bump the change allows.
 */
export function recordVersion(
  record: SurfaceRecord,
  version: string,
  surface: PublicSurface,
): { record: SurfaceRecord } | { problem: string } {
  const recorded = record[version];
  if (recorded) {
    const change = compareSurfaces(recorded, surface);
    if (requiredBump(change) === 'patch') return { record };
    return {
      problem:
        `${version} is already recorded with another surface (${describeChange(change)}): ` +
        `bump the version to ${semver.inc(version, requiredBump(change))} first.`,
    };
  }
  const latest = Object.keys(record).sort(semver.compare).at(-1);
  if (latest) {
    const problem = bumpProblem(
      { version: latest, surface: record[latest]! },
      { version, surface },
    );
    if (problem) return { problem };
  }
  return { record: { ...record, [version]: surface } };
}
