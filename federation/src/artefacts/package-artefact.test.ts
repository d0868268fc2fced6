import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDeployDescriptor, parseShellDescriptor, sha384Integrity } from '../contract';
import { latestBuildDir } from './latest-build';
import {
  KEPT_BUILDS,
  packageArtefact,
  packageShell,
  stagingDir,
  type ArtefactDescription,
} from './package-artefact';

const description: ArtefactDescription = {
  remote: 'mfe_results',
  packageVersion: '1.4.0',
  exposes: ['./lifecycles'],
  sharedContract: '1.2.0',
  singletons: { react: { requiredVersion: '^19.2.0', version: '19.3.1' } },
  imports: { react: ['useState'] },
  builtWith: { vite: '8.3.8' },
};

let dist: string;

function stage(files: Record<string, string>): string {
  const staging = stagingDir(dist);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    writeFileSync(path.join(staging, file), content);
  }
  return staging;
}

const build = (entry = 'export const v = 1;') => ({
  'remoteEntry.js': entry,
  'mf-manifest.json': '{"name":"mfe_results"}',
  'assets/App-abc.js': 'export const App = 1;',
  '.vite/manifest.json': '{"/home/someone/src/App.tsx": {}}',
});

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'artefact-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('packageArtefact', () => {
  it('moves the build to a folder named by package version and content hash, with deploy.json', async () => {
    const descriptor = await packageArtefact(stage(build()), description);
    expect(descriptor.version).toMatch(/^1\.4\.0-[0-9a-f]{12}$/);
    expect(descriptor.version.slice(6)).toBe(descriptor.contentHash.slice(0, 12));
    const folder = path.join(dist, descriptor.version);
    expect(readdirSync(folder).sort()).toEqual([
      'assets',
      'deploy.json',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    expect(existsSync(stagingDir(dist))).toBe(false);

    const written = parseDeployDescriptor(
      JSON.parse(readFileSync(path.join(folder, 'deploy.json'), 'utf8')),
    );
    expect(written).toEqual({ descriptor });
    expect(descriptor).toMatchObject({ ...description, entry: 'remoteEntry.js' });
    expect(descriptor.integrity).toBe(await sha384Integrity(Buffer.from('export const v = 1;')));
    expect(latestBuildDir(dist)).toBe(folder);
  });

  it('lists every file with its size and sha384, the compressed variants beside their file', async () => {
    const files = { ...build(), 'remoteEntry.js.br': 'br bytes', 'remoteEntry.js.gz': 'gz bytes' };
    const descriptor = await packageArtefact(stage(files), description);
    expect(Object.keys(descriptor.files)).toEqual([
      'assets/App-abc.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    expect(descriptor.files['remoteEntry.js']).toEqual({
      size: 'export const v = 1;'.length,
      integrity: descriptor.integrity,
      precompressed: ['br', 'gz'],
    });
    expect(descriptor.files['assets/App-abc.js']).toEqual({
      size: 'export const App = 1;'.length,
      integrity: await sha384Integrity(Buffer.from('export const App = 1;')),
    });
  });

  it("rewrites an existing version's deploy.json, whose contents are not hashed", async () => {
    const first = await packageArtefact(stage(build()), description);
    const more = { ...description, imports: { react: ['useEffect', 'useState'] } };
    const again = await packageArtefact(stage(build()), more);
    expect(again.version).toBe(first.version);
    const written = JSON.parse(readFileSync(path.join(dist, first.version, 'deploy.json'), 'utf8'));
    expect(written.imports).toEqual(more.imports);
  });

  it('gives the same sources the same folder, and any changed byte a new one', async () => {
    const first = await packageArtefact(stage(build()), description);
    const again = await packageArtefact(stage(build()), description);
    expect(again).toEqual(first);
    expect(existsSync(stagingDir(dist))).toBe(false);
    const changed = await packageArtefact(stage(build('export const v = 2;')), description);
    expect(changed.version).not.toBe(first.version);
    expect(latestBuildDir(dist)).toBe(path.join(dist, changed.version));
    // The older build stays for pages that still use it.
    expect(existsSync(path.join(dist, first.version, 'assets', 'App-abc.js'))).toBe(true);
  });

  it(`keeps the ${KEPT_BUILDS} most recent builds and drops abandoned staging folders`, async () => {
    const versions: string[] = [];
    for (let n = 0; n < KEPT_BUILDS + 2; n += 1) {
      const { version } = await packageArtefact(
        stage(build(`export const v = ${n};`)),
        description,
      );
      // File times have coarse resolution on some file systems: age each build explicitly.
      const age = new Date(Date.now() - (KEPT_BUILDS + 2 - n) * 60_000);
      utimesSync(path.join(dist, version, 'deploy.json'), age, age);
      versions.push(version);
    }
    const abandoned = path.join(dist, '.build-1');
    mkdirSync(abandoned);
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(abandoned, old, old);
    const last = await packageArtefact(stage(build('export const v = "last";')), description);
    const kept = readdirSync(dist)
      .filter((name) => name !== 'latest.json')
      .sort();
    expect(kept).toEqual([...versions.slice(-(KEPT_BUILDS - 1)), last.version].sort());
  });
});

describe('packageShell', () => {
  it('describes the shell build in place: version, every file, and what it provides', () => {
    for (const [file, content] of Object.entries({
      'index.html': '<!doctype html>',
      'assets/index-abc.js': 'export {};',
      '.vite/manifest.json': '{}',
    })) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), content);
    }
    const shell = packageShell(dist, {
      shell: 'shell',
      packageVersion: '1.2.0',
      page: 'index.html',
      provides: { singletons: { react: '19.3.1' }, exports: { react: ['useState'] } },
      builtWith: {},
    });
    expect(shell.version).toMatch(/^1\.2\.0-[0-9a-f]{12}$/);
    expect(Object.keys(shell.files)).toEqual(['assets/index-abc.js', 'index.html']);
    expect(
      parseShellDescriptor(JSON.parse(readFileSync(path.join(dist, 'deploy.json'), 'utf8'))),
    ).toEqual({
      descriptor: shell,
    });
  });
});
