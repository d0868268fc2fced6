import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteByFolder } from '@module-feedback/federation/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontendSettings } from '../config';
import { fixtureDescription, fixtureSettings, writeArtefact } from '../static-site/site-fixture';
import { locateArtefact } from './artefact-source';

const results = remoteByFolder('mfe-results');
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

const locate = (given: string, options = {}) => locateArtefact(given, results, settings, options);

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

  it('reads an artefact on this server from disk, by path or by its own origin', () => {
    const dist = path.join(settings.remoteBuildDirs['mfe-results'], version);
    const hosted = { location: { kind: 'hosted', dir: dist } };
    expect(locate(`/remotes/mfe-results/${version}/`)).toEqual(hosted);
    expect(
      locate(`http://app.local:8080/remotes/mfe-results/${version}/remoteEntry.js`, {
        ownOrigin: 'http://app.local:8080',
      }),
    ).toEqual(hosted);
  });

  it('refuses origins off the allowlist, other remotes and paths outside the artefacts', () => {
    expect(locate('https://elsewhere.example/results/')).toEqual({
      problem: expect.stringMatching(/^https:\/\/elsewhere\.example is not an allowed origin/),
    });
    expect(locate(`/remotes/mfe-auth/${version}/`)).toEqual({
      problem: expect.stringMatching(/is an artefact of mfe-auth, not of mfe-results/),
    });
    for (const given of ['/remotes/mfe-results/../../etc/', '/remotes/mfe-results/']) {
      expect(locate(given), given).toHaveProperty('problem');
    }
  });

  it('takes folders only on the command line, a dist/ meaning its latest build', () => {
    const dist = settings.remoteBuildDirs['mfe-results'];
    expect(locate(dist)).toEqual({ problem: expect.stringMatching(/neither an http\(s\) URL/) });
    expect(locate(path.relative(dir, dist), { workingDir: dir })).toEqual({
      location: { kind: 'folder', dir: path.join(dist, version) },
    });
    expect(locate('no/such/folder', { workingDir: dir })).toEqual({
      problem: `${path.join(dir, 'no/such/folder')} is not a folder`,
    });
  });
});
