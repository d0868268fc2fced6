import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontendSettings } from '../config';
import { fixtureDescription, fixtureSettings, writeArtefact } from '../static-site/site-fixture';
import { artefactFolder, locateArtefact, readArtefactFolder } from './artefact-source';

let dir: string;
let settings: FrontendSettings;
let version: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'artefact-source-'));
  settings = fixtureSettings(dir, { remoteOrigins: ['https://cdn.example.org'] });
  ({ version } = await writeArtefact(
    settings.remoteBuildDirs['mfe-results'],
    { 'remoteEntry.js': 'export {};' },
    fixtureDescription('mfe-results'),
  ));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const locate = (given: string, options = {}) =>
  locateArtefact(given, 'mfe-results', settings, options);

describe('locateArtefact', () => {
  it.each([
    'https://cdn.example.org/results/v2',
    'https://cdn.example.org/results/v2/',
    'https://cdn.example.org/results/v2/remoteEntry.js?cache=1',
    'https://cdn.example.org/results/v2/deploy.json',
  ])('finds the artefact folder of %s', (given) => {
    expect(locate(given)).toEqual({
      location: { kind: 'url', folderUrl: new URL('https://cdn.example.org/results/v2/') },
    });
  });

  it('names a version in the store by its path, or by its URL on this server', () => {
    const stored = { location: { kind: 'stored', version } };
    expect(locate(`/remotes/mfe-results/${version}/`)).toEqual(stored);
    expect(
      locate(`http://app.local:8080/remotes/mfe-results/${version}/remoteEntry.js`, {
        ownOrigin: 'http://app.local:8080',
      }),
    ).toEqual(stored);
  });

  it("refuses origins off the server's REMOTE_ORIGINS, other deployables' paths, and bad paths", () => {
    expect(locate('https://elsewhere.example/results/')).toEqual({
      problem: expect.stringMatching(
        /^https:\/\/elsewhere\.example is not an origin this server deploys from: add it to the server's REMOTE_ORIGINS/,
      ),
    });
    expect(locate(`/remotes/mfe-auth/${version}/`)).toEqual({
      problem: expect.stringMatching(/is a version of mfe-auth, not of mfe-results/),
    });
    for (const given of ['/remotes/mfe-results/../../etc/', '/remotes/mfe-results/']) {
      expect(locate(given), given).toHaveProperty('problem');
    }
    expect(locateArtefact(`/remotes/shell/${version}/`, 'shell', settings, {})).toEqual({
      problem: expect.stringMatching(/npm run rollback -- shell --to <sequence>/),
    });
  });

  it('takes folders from the operator only, a dist/ meaning its latest build', () => {
    const dist = settings.remoteBuildDirs['mfe-results'];
    expect(locate(dist)).toEqual({ problem: expect.stringMatching(/neither an http\(s\) URL/) });
    expect(locate(path.relative(dir, dist), { workingDir: dir })).toEqual({
      location: { kind: 'folder', dir: path.join(dist, version) },
    });
    expect(artefactFolder(path.join(dir, 'no/such/folder'))).toEqual({
      problem: `${path.join(dir, 'no/such/folder')} is not a folder`,
    });
  });
});

describe('readArtefactFolder', () => {
  const folder = (name: string, files: Record<string, string>) => {
    const root = path.join(dir, name);
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    }
    return root;
  };

  it('reads every regular file, deploy.json apart', () => {
    const read = readArtefactFolder(folder('plain', { 'deploy.json': '{}', 'assets/a.js': 'a' }));
    expect(read).toMatchObject({ notes: [] });
    if ('problems' in read) throw new Error(read.problems.join());
    expect(Buffer.from(read.descriptorBytes).toString()).toBe('{}');
    expect([...read.files.keys()]).toEqual(['assets/a.js']);
  });

  it('refuses a symbolic link, to a file or a folder, without reading what it points to', () => {
    const root = folder('links', { 'deploy.json': '{}', 'assets/a.js': 'a' });
    writeFileSync(path.join(dir, 'jwt-secret'), 'secret');
    symlinkSync(path.join(dir, 'jwt-secret'), path.join(root, 'assets', 'k.js'));
    symlinkSync('/etc', path.join(root, 'etc'));
    expect(readArtefactFolder(root)).toEqual({
      problems: [
        'assets/k.js is a symbolic link: only regular files are deployed, never what a link points to',
        'etc is a symbolic link: only regular files are deployed, never what a link points to',
      ].sort(),
    });
  });

  it('needs a deploy.json', () => {
    expect(readArtefactFolder(folder('bare', { 'a.js': 'a' }))).toEqual({
      problems: [expect.stringMatching(/has no deploy\.json$/)],
    });
  });
});
