// A real `vite build` of a remote, twice, as `npm run build -w mfe-auth` runs it, into
// temporary folders: the artefact is reproducible and describes itself truthfully.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionBuildEnv } from '../../../scripts/frontends.mjs';
import {
  listedPaths,
  parseDeployDescriptor,
  sha384Integrity,
  type DeployDescriptor,
} from '../contract';
import { latestBuildDir } from '../artefacts/latest-build';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REMOTE_DIR = path.join(ROOT, 'mfe-auth');
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const folders: string[] = [];

/** Builds into `<temporary>/.build-…`, so the artefact lands in the temporary folder. */
function buildArtefact(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'remote-build-'));
  folders.push(dist);
  const result = spawnSync(
    process.execPath,
    [VITE, 'build', '--configLoader', 'runner', '--outDir', path.join(dist, '.build-test')],
    { cwd: REMOTE_DIR, env: productionBuildEnv(), encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
  const artefact = latestBuildDir(dist);
  if (!artefact) throw new Error(`no artefact in ${dist}`);
  return artefact;
}

function filesOf(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, 'base64')];
      }),
  );
}

let first: string;
let second: string;

beforeAll(() => {
  first = buildArtefact();
  second = buildArtefact();
}, 180_000);

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('a remote built for deployment', () => {
  it('is reproducible: the same sources give the same version and the same bytes', () => {
    expect(path.basename(second)).toBe(path.basename(first));
    expect(filesOf(second)).toEqual(filesOf(first));
  });

  it('describes its entry, its exposes and the singletons its federation manifest shares', async () => {
    const artefact = first;
    const parsed = parseDeployDescriptor(
      JSON.parse(readFileSync(path.join(artefact, 'deploy.json'), 'utf8')),
    );
    expect(parsed).toHaveProperty('descriptor');
    const descriptor = (parsed as { descriptor: DeployDescriptor }).descriptor;
    expect(descriptor).toMatchObject({
      remote: 'mfe_auth',
      version: path.basename(artefact),
      exposes: ['./lifecycles'],
    });
    expect(descriptor.integrity).toBe(
      await sha384Integrity(readFileSync(path.join(artefact, 'remoteEntry.js'))),
    );

    const manifest = JSON.parse(readFileSync(path.join(artefact, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string; requiredVersion: string; singleton: boolean }[];
    };
    for (const [name, { requiredVersion }] of Object.entries(descriptor.singletons)) {
      const shared = manifest.shared.find(
        (entry) => entry.name === name || entry.name.startsWith(`${name}/`),
      );
      expect(shared, name).toMatchObject({ requiredVersion, singleton: true });
    }
    // Nothing of the machine it was built on.
    expect(filesOf(artefact).has(path.join('.vite', 'manifest.json'))).toBe(false);
  });

  it("shares none of what shared's table imports only when first shown: its entry would load them before the remote runs", () => {
    const manifest = JSON.parse(readFileSync(path.join(first, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string }[];
    };
    const shares = manifest.shared.map((entry) => entry.name);
    expect(shares).toEqual(
      expect.arrayContaining(['@module-feedback/shared', 'primereact/button']),
    );
    expect(shares).not.toContain('primereact/datatable');
    expect(shares).not.toContain('primereact/column');
  });

  it('lists every file it holds, and what its own code imports of the singletons', () => {
    const descriptor = JSON.parse(
      readFileSync(path.join(first, 'deploy.json'), 'utf8'),
    ) as DeployDescriptor;
    const onDisk = [...filesOf(first).keys()].filter((file) => file !== 'deploy.json').sort();
    expect(listedPaths(descriptor.files).sort()).toEqual(onDisk);
    for (const [file, listed] of Object.entries(descriptor.files)) {
      expect(listed.size, file).toBe(readFileSync(path.join(first, file)).length);
    }
    // mfe-auth signs in through shared's session and renders its own React components.
    expect(descriptor.imports['@module-feedback/shared']).toEqual(
      expect.arrayContaining(['session']),
    );
    expect(descriptor.imports.react).toEqual(expect.arrayContaining(['useState']));
  });
});
