// Whether a remote's build can run with what the shell provides. Checked by the deploy
// command before the flip and by the shell before it runs a remote: both refuse rather
// than let a remote load a second React, a second session or a `shared` without the
// exports it uses.
import satisfies from 'semver/functions/satisfies';
import type { DeployDescriptor, ExportNames } from './deploy-descriptor';
import { EXPOSED_LIFECYCLES } from './remotes';

/**
 * The packages every frontend shares as one instance per page. A remote accepts a
 * provided version through its requiredVersion; for @module-feedback/shared that is the
 * contract version it was built with, from the same major on (see shared's versioning).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'primereact',
  '@module-feedback/shared',
] as const;

/** Singleton package → the version the shell provides. */
export type ProvidedSingletons = Partial<Record<string, string>>;

/** The range a remote built against this contract version accepts: same major, this minor on. */
export function sharedContractRange(contractVersion: string): string {
  const [major, minor] = contractVersion.split('.');
  return `^${major}.${minor}.0`;
}

/** Names shown when a remote imports one the shell lacks: enough to spot a near miss. */
const SHOWN_NAMES = 12;

/**
 * The exports the remote imports by name that the shell does not provide. Packages the shell
 * says nothing about are not judged here (their versions are).
 */
export function missingImports(imports: ExportNames, provided: ExportNames): string[] {
  return Object.entries(imports).flatMap(([source, names]) => {
    const available = provided[source];
    if (!available) return [];
    const missing = names.filter((name) => !available.includes(name));
    if (missing.length === 0) return [];
    const shown = available.slice(0, SHOWN_NAMES).join(', ');
    const more = available.length > SHOWN_NAMES ? `, … ${available.length} in all` : '';
    return [
      `it imports ${missing.join(', ')} from ${source}, which the shell does not provide ` +
        `(its ${source} exports ${shown}${more})`,
    ];
  });
}

/**
 * Every reason the remote cannot run with the shell; empty when it can. The exports are
 * compared when the shell's are known (the server has the live shell's deploy.json).
 */
export function incompatibilities(
  descriptor: DeployDescriptor,
  provided: ProvidedSingletons,
  providedExports?: ExportNames,
): string[] {
  const reasons: string[] = [];
  if (!descriptor.exposes.includes(EXPOSED_LIFECYCLES)) {
    reasons.push(`it does not expose ${EXPOSED_LIFECYCLES}, which the shell mounts`);
  }
  for (const name of SINGLETON_PACKAGES) {
    const required = descriptor.singletons[name]?.requiredVersion;
    const version = provided[name];
    if (required === undefined) {
      reasons.push(`it does not share ${name}, so it would run a second copy of it`);
    } else if (version !== undefined && !satisfies(version, required)) {
      reasons.push(`it needs ${name} ${required}, the shell provides ${version}`);
    }
  }
  if (providedExports) reasons.push(...missingImports(descriptor.imports, providedExports));
  return reasons;
}
