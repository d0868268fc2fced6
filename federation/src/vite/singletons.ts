// The singletons every frontend shares, with the versions each build accepts and provides.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REMOTES,
  SINGLETON_PACKAGES,
  sharedContractRange,
  type DeployDescriptor,
  type ProvidedSingletons,
} from '../contract';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHARED_PACKAGE = '@module-feedback/shared';
const PRIMEREACT_SUBPATH = /['"]primereact\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)['"]/g;
/** `import type { … } from '…'`: gone when the code runs, so it shares nothing. */
const TYPE_ONLY_IMPORT = /\bimport\s+type\s[^;]*?from\s*['"][^'"]+['"]/g;
/** `import('…')`: a module imported lazily, when the code first wants it. */
const LAZY_IMPORT = /\bimport\(\s*['"][^'"]+['"]\s*\)/g;

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The package.json of `name` as Node would find it from `dir` (nearest node_modules up). */
function installedManifest(name: string, dir: string): Record<string, unknown> {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'node_modules', name, 'package.json');
    if (existsSync(file)) return readJson(file);
    if (path.dirname(current) === current) throw new Error(`${name} is not installed for ${dir}`);
  }
}

export const installedVersion = (name: string, dir: string) =>
  installedManifest(name, dir).version as string;

/**
 * What a workspace accepts of each singleton: the range its package.json depends on, and
 * for `shared` the contract version it builds against from that minor on.
 */
export function singletonRequirements(workspaceDir: string): DeployDescriptor['singletons'] {
  const manifest = readJson(path.join(workspaceDir, 'package.json'));
  const dependencies = { ...(manifest.dependencies as Record<string, string> | undefined) };
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => {
      const version = installedVersion(name, workspaceDir);
      const range = name === SHARED_PACKAGE ? sharedContractRange(version) : dependencies[name];
      if (!range) {
        throw new Error(`${workspaceDir}/package.json must depend on ${name} (a shared singleton)`);
      }
      return [name, { requiredVersion: range, version }];
    }),
  );
}

/** The versions a shell built in `workspaceDir` provides to every remote. */
export function providedSingletons(workspaceDir: string): ProvidedSingletons {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => [name, installedVersion(name, workspaceDir)]),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A subpath with JavaScript in it (primereact/menuitem, for one, holds only types). */
function isPrimeReactModule(subpath: string, root: string): boolean {
  try {
    return (
      typeof readJson(path.join(root, 'node_modules', subpath, 'package.json')).module === 'string'
    );
  } catch {
    return false;
  }
}

/** Every frontend's folder, and shared's: all the code a page can import PrimeReact from. */
const ALL_FRONTEND_FOLDERS = ['shell', 'shared', ...REMOTES.map((remote) => remote.folder)];

/**
 * Every primereact/<subpath> module the given folders import (types and CSS aside); with
 * `lazily: false`, only those they import at once, not those only an `import()` asks for.
 */
export function primeReactSubpathsInUse(
  folders = ALL_FRONTEND_FOLDERS,
  root = REPOSITORY_ROOT,
  { lazily = true } = {},
): string[] {
  const found = new Set<string>();
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder, 'src'))) {
      let code = readFileSync(file, 'utf8').replace(TYPE_ONLY_IMPORT, '');
      if (!lazily) code = code.replace(LAZY_IMPORT, '');
      for (const [, subpath] of code.matchAll(PRIMEREACT_SUBPATH)) {
        if (subpath && isPrimeReactModule(`primereact/${subpath}`, root))
          found.add(`primereact/${subpath}`);
      }
    }
  }
  return [...found].sort();
}

/**
 * Loaded once per page and handed to every remote: one React (hooks break with two), one
 * PrimeReact (one config, one z-index stack) and one `shared` (one session, one API client).
 * PrimeReact is imported by subpath (primereact/button …) and each subpath is its own
 * share; they are listed one by one because a "primereact/" prefix share makes the dev
 * server load the package root, which needs optional packages (quill) we do not install.
 *
 * The shell lists every subpath any frontend uses, so it provides each of them, one
 * PrimeReact build for the page: at startup it loads only the subpaths it imports itself,
 * and registers the others to load from its own build when a remote first asks. A remote
 * lists only the subpaths it may need as it starts (primeReactSubpathsOfRemote): its entry
 * loads every share it lists before the remote's code runs, so a longer list would fetch
 * components the route never renders.
 */
export function sharedSingletons(workspaceDir: string, primeReactSubpaths: string[]) {
  const required = singletonRequirements(workspaceDir);
  const singleton = (name: string) => ({
    singleton: true,
    requiredVersion: required[name]!.requiredVersion,
  });
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    ...Object.fromEntries(primeReactSubpaths.map((subpath) => [subpath, singleton('primereact')])),
    [SHARED_PACKAGE]: singleton(SHARED_PACKAGE),
  };
}

/**
 * The subpaths a remote lists as shares: all its own code imports, and what `shared` imports
 * at once. What `shared` imports lazily (its table's DataTable and Column) is left off: the
 * `shared` a remote runs on is the shell's, whose table imports them from the shell's build
 * when a table is first shown. Listed, they were loaded, over the network, before the remote's
 * first screen (the results page's module picker) could render.
 */
export function primeReactSubpathsOfRemote(folder: string, root = REPOSITORY_ROOT): string[] {
  const own = primeReactSubpathsInUse([folder], root);
  const ofShared = primeReactSubpathsInUse(['shared'], root, { lazily: false });
  return [...new Set([...own, ...ofShared])].sort();
}

/**
 * The PrimeReact components only one remote uses, each with that remote's folder: its code
 * imports them and no other frontend's does (the shell's, shared's or another remote's).
 */
export function primeReactSubpathsOfOneRemote(root = REPOSITORY_ROOT): Record<string, string> {
  const users = new Map<string, string[]>();
  for (const folder of ALL_FRONTEND_FOLDERS) {
    for (const subpath of primeReactSubpathsInUse([folder], root))
      users.set(subpath, [...(users.get(subpath) ?? []), folder]);
  }
  const remoteFolders = new Set<string>(REMOTES.map((remote) => remote.folder));
  return Object.fromEntries(
    [...users].flatMap(([subpath, [folder, ...others]]) =>
      folder && others.length === 0 && remoteFolders.has(folder) ? [[subpath, folder]] : [],
    ),
  );
}
