// Workspaces depend on each other as packages: one takes another's code as
// `@module-feedback/<name>/<entry>`, an entry the other names in its package.json `exports`, and
// lists that package among its own dependencies. A relative path into another workspace's folder
// (`../api/src/…`, `../../test-support/…`) would tie the two by a file layout no package.json
// shows, and an entry missing from `exports` would make any file of the other a public one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(path.join(repositoryRoot, file), 'utf8'));

/** Every workspace: its folder (as the root package.json lists it) and its package.json. */
const workspaces = readJson('package.json').workspaces.map((folder) => ({
  folder,
  manifest: readJson(path.join(folder, 'package.json')),
}));
const workspaceNamed = new Map(workspaces.map((w) => [w.manifest.name, w]));
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
/** `from '…'`, `import '…'` and `import('…')`: static, side-effect and dynamic imports, re-exports. */
const IMPORTED = /(?:\bfrom|\bimport)\s*\(?\s*(['"])([^'"\n]+)\1/g;

/** Each import in the workspace's tracked source files: the file and what it names. */
function importsOf({ folder }) {
  const files = execFileSync('git', ['ls-files', '-z', '--', folder], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => SOURCE_FILE.test(file));
  return files.flatMap((file) => {
    const text = readFileSync(path.join(repositoryRoot, file), 'utf8');
    return [...text.matchAll(IMPORTED)].map((match) => ({ file, specifier: match[2] }));
  });
}

/** The workspace whose folder holds `file` (a path from the repository root), if any. */
function workspaceHolding(file) {
  return workspaces.find(({ folder }) => file === folder || file.startsWith(`${folder}/`));
}

describe('imports between workspaces', () => {
  it("never reach into another workspace's folder by a relative path", () => {
    const reaching = workspaces.flatMap((workspace) =>
      importsOf(workspace)
        .filter(({ specifier }) => specifier.startsWith('.'))
        .filter(({ file, specifier }) => {
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
          const holder = workspaceHolding(target);
          return holder !== undefined && holder !== workspace;
        })
        .map(({ file, specifier }) => `${file} imports ${specifier}`),
    );
    expect(reaching).toEqual([]);
  });

  it("take another workspace's entries its exports name, as a dependency they list", () => {
    const wrong = workspaces.flatMap((workspace) =>
      importsOf(workspace).flatMap(({ file, specifier }) => {
        // A query asks the bundler for a form of the file (`?url`): the file is the entry.
        const [scope, name, ...rest] = specifier.replace(/\?.*$/, '').split('/');
        const target = workspaceNamed.get(`${scope}/${name}`);
        if (!target) return [];
        const entry = rest.length === 0 ? '.' : `./${rest.join('/')}`;
        const problems = [];
        if (!Object.hasOwn(target.manifest.exports ?? {}, entry)) {
          problems.push(
            `${file} imports ${specifier}, which ${target.folder}'s exports do not name`,
          );
        }
        const { dependencies, devDependencies, peerDependencies } = workspace.manifest;
        const listed = { ...dependencies, ...devDependencies, ...peerDependencies };
        if (target !== workspace && !Object.hasOwn(listed, target.manifest.name)) {
          problems.push(
            `${file} imports ${specifier}, but ${workspace.folder} does not depend on it`,
          );
        }
        return problems;
      }),
    );
    expect(wrong).toEqual([]);
  });
});
