// Real builds of a remote as another team would make them: its sources copied out of the
// repository, changed, and built with the same command `npm run build -w <remote>` runs.
// The copies live under e2e/artifacts/builds/<variant>/, beside a copy of the base
// tsconfig their own tsconfig extends, and (when the team changed it) a copy of `shared`
// in the variant's own node_modules, which its build then uses.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { latestBuildDir } from '@module-feedback/federation/artefacts';
import { parseDeployDescriptor, type DeployDescriptor } from '@module-feedback/federation/contract';
import { productionBuildEnv } from '../../scripts/frontends.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILDS = path.join(ROOT, 'e2e', 'artifacts', 'builds');
const COPIED = ['src', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'];

export interface BuiltArtefact {
  /** The artefact folder. */
  dir: string;
  descriptor: DeployDescriptor;
  /** Its folder relative to BUILDS, as a URL path (for a static host serving BUILDS). */
  path: string;
}

export function readArtefact(dir: string): BuiltArtefact {
  const parsed = parseDeployDescriptor(
    JSON.parse(readFileSync(path.join(dir, 'deploy.json'), 'utf8')),
  );
  if ('problem' in parsed) throw new Error(parsed.problem);
  return {
    dir,
    descriptor: parsed.descriptor,
    path: `/${path.relative(BUILDS, dir).split(path.sep).join('/')}/`,
  };
}

/**
 * Copies `folder` (e.g. mfe-results) as `variant`, lets `change` edit the copy (and
 * `changeShared` a copy of shared it builds against), builds it.
 */
export function buildVariant(
  folder: string,
  variant: string,
  change: (copy: string) => void,
  changeShared?: (sharedCopy: string) => void,
): BuiltArtefact {
  const base = path.join(BUILDS, variant);
  const copy = path.join(base, folder);
  rmSync(base, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(path.join(ROOT, 'tsconfig.base.json'), path.join(base, 'tsconfig.base.json'));
  for (const entry of COPIED)
    cpSync(path.join(ROOT, folder, entry), path.join(copy, entry), { recursive: true });
  change(copy);
  if (changeShared) {
    const sharedCopy = path.join(base, 'node_modules', '@module-feedback', 'shared');
    for (const entry of ['src', 'package.json', 'tsconfig.json'])
      cpSync(path.join(ROOT, 'shared', entry), path.join(sharedCopy, entry), { recursive: true });
    changeShared(sharedCopy);
  }
  const built = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--configLoader',
      'runner',
    ],
    { cwd: copy, env: productionBuildEnv(), encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`building ${variant} failed:\n${built.stderr}`);
  const artefact = latestBuildDir(path.join(copy, 'dist'));
  if (!artefact) throw new Error(`building ${variant} wrote no artefact`);
  return readArtefact(artefact);
}

/** Replaces every `from` with `to` in a file of a copy, failing loudly when `from` is not there. */
export function edit(file: string, from: string, to: string): void {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(file, source.replaceAll(from, to));
}
