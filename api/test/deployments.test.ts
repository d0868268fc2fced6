// The deployment registry through the staff API, on a real server: artefacts served from
// another loopback origin, every check a deploy makes, forced deploys, races between two
// deploys, rollback, and the runtime manifest every instance serves from the registry.
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ArtefactDescription } from '@module-feedback/federation/artefacts';
import {
  PROVIDED_SINGLETONS_FILE,
  type DeployDescriptor,
} from '@module-feedback/federation/contract';
import { SHELL_PROVIDES } from '@module-feedback/federation/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontendSettings } from '../src/config';
import {
  fixtureDescription,
  fixtureSettings,
  writeArtefact,
  writeFile,
} from '../src/static-site/site-fixture';
import { startArtefactHost, type ArtefactHost } from '../../test-support/artefact-host';
import { createSignedInAccount, type SignedInAccount } from './support/fixtures';
import type { Client } from './support/http';
import { startInstancePair, type InstancePair } from './support/scenario';
import { targets } from './support/server';

interface Artefacts {
  builtIn: DeployDescriptor;
  v2: DeployDescriptor;
  v3: DeployDescriptor;
  react20: DeployDescriptor;
  shared2: DeployDescriptor;
  noLifecycles: DeployDescriptor;
  tampered: DeployDescriptor;
  noEntry: DeployDescriptor;
}

const entrySource = (label: string) => `export const label = ${JSON.stringify(label)};`;

/** A remote's artefact on the artefact host: `<hostRoot>/<name>/<version>/`. */
async function hostArtefact(
  hostRoot: string,
  name: string,
  change: (description: ArtefactDescription) => ArtefactDescription = (d) => d,
): Promise<DeployDescriptor> {
  return writeArtefact(
    path.join(hostRoot, name),
    { 'remoteEntry.js': entrySource(name), 'mf-manifest.json': '{}' },
    change(fixtureDescription('mfe-results')),
  );
}

const requiring = (name: string, requiredVersion: string) => (d: ArtefactDescription) => ({
  ...d,
  singletons: { ...d.singletons, [name]: { requiredVersion, version: requiredVersion.slice(1) } },
});

describe.each(targets())('deployments on %s', (target) => {
  let dir: string;
  let settings: FrontendSettings;
  let host: ArtefactHost;
  let artefacts: Artefacts;
  let pair: InstancePair;
  let api: Client;
  let staff: SignedInAccount;

  /** The URL of an artefact on the host (its folder; /slow/ holds every answer back). */
  const url = (name: keyof Artefacts, slow = false) =>
    `${host.origin}/${slow ? 'slow/' : ''}${name}/${artefacts[name].version}/`;
  const deploy = (body: object) =>
    api.post('/api/deployments/mfe-results/', body, { token: staff.access });
  const rollback = (body: object = {}) =>
    api.post('/api/deployments/mfe-results/rollback/', body, { token: staff.access });
  const manifest = async (via: Client = api) => (await via.get('/remotes.json')).body;
  const live = async () => (await manifest()).mfe_results;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'deployments-'));
    const hostRoot = path.join(dir, 'host');
    host = await startArtefactHost(hostRoot);
    settings = fixtureSettings(dir, { remoteOrigins: [host.origin] });
    writeFile(path.join(settings.shellDir, 'index.html'), '<title>shell</title>');
    writeFile(
      path.join(settings.shellDir, PROVIDED_SINGLETONS_FILE),
      JSON.stringify(SHELL_PROVIDES),
    );
    const builtIn = await writeArtefact(
      settings.remoteBuildDirs['mfe-results'],
      { 'remoteEntry.js': entrySource('built-in') },
      fixtureDescription('mfe-results'),
    );
    const tampered = await hostArtefact(hostRoot, 'tampered');
    // One byte of the entry changed after the build wrote its hash.
    writeFileSync(
      path.join(hostRoot, 'tampered', tampered.version, 'remoteEntry.js'),
      entrySource('tampereD'),
    );
    const noEntry = await hostArtefact(hostRoot, 'noEntry');
    unlinkSync(path.join(hostRoot, 'noEntry', noEntry.version, 'remoteEntry.js'));
    artefacts = {
      builtIn,
      noEntry,
      v2: await hostArtefact(hostRoot, 'v2'),
      v3: await hostArtefact(hostRoot, 'v3'),
      react20: await hostArtefact(hostRoot, 'react20', requiring('react', '^20.0.0')),
      shared2: await hostArtefact(
        hostRoot,
        'shared2',
        requiring('@module-feedback/shared', '^2.0.0'),
      ),
      noLifecycles: await hostArtefact(hostRoot, 'noLifecycles', (d) => ({
        ...d,
        exposes: ['./App'],
      })),
      tampered,
    };
    // Every request checks the revision: the other instance sees a deploy at once.
    const instance = { frontends: settings, revisionCheckIntervalMs: 0 };
    pair = await startInstancePair(target, instance, instance);
    api = pair.viaFirst;
    staff = pair.staff;
  });

  afterAll(async () => {
    await pair?.close();
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is for staff only', async () => {
    const student = await createSignedInAccount(pair.first, api, 'student');
    for (const token of [undefined, student.access]) {
      const expected = token ? 403 : 401;
      expect((await api.get('/api/deployments/', { token })).status).toBe(expected);
      expect(
        (await api.post('/api/deployments/mfe-results/', { artefact: url('v2') }, { token }))
          .status,
      ).toBe(expected);
      expect((await api.post('/api/deployments/mfe-results/rollback/', {}, { token })).status).toBe(
        expected,
      );
    }
    expect(await live()).toMatchObject({ version: artefacts.builtIn.version });
  });

  it('serves the built-in build until something is deployed', async () => {
    expect(await live()).toEqual({
      entry: `/remotes/mfe-results/${artefacts.builtIn.version}/remoteEntry.js`,
      version: artefacts.builtIn.version,
      integrity: artefacts.builtIn.integrity,
    });
    const overview = await api.get('/api/deployments/', { token: staff.access });
    expect(overview.status).toBe(200);
    expect(overview.body.remotes).toContainEqual({
      remote: 'mfe-results',
      live: null,
      builtInVersion: artefacts.builtIn.version,
      history: [],
    });
  });

  it.each([
    [
      'its origin is not allowed',
      () => 'http://127.0.0.1:9/v2/',
      /http:\/\/127\.0\.0\.1:9 is not an allowed origin .* REMOTE_ORIGINS/,
    ],
    [
      'its deploy.json is missing',
      () => `${host.origin}/nowhere/`,
      /deploy\.json answered 404, not 200/,
    ],
    [
      'its entry does not answer 200',
      () => url('noEntry'),
      /the entry .*remoteEntry\.js answered 404, not 200/,
    ],
    [
      'its entry does not match its sha384',
      () => url('tampered'),
      /the entry's bytes do not match the sha384 in deploy\.json/,
    ],
    [
      'it needs another React major',
      () => url('react20'),
      /it needs react \^20\.0\.0, the shell provides 19\.3\.1/,
    ],
    [
      'it needs another shared major',
      () => url('shared2'),
      /it needs @module-feedback\/shared \^2\.0\.0, the shell provides 1\.0\.0/,
    ],
    [
      'it does not expose the lifecycles the shell mounts',
      () => url('noLifecycles'),
      /does not expose \.\/lifecycles/,
    ],
  ])('refuses an artefact when %s, and changes nothing', async (_case, artefact, reason) => {
    const before = await manifest();
    const reply = await deploy({ artefact: artefact() });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(reply.body.message).toMatch(/^mfe-results was not deployed, nothing changed: /);
    expect(reply.body.message).toMatch(reason);
    expect(await manifest()).toEqual(before);
  });

  it('refuses an artefact of another remote, and a folder on the server’s disk', async () => {
    const other = await api.post(
      '/api/deployments/mfe-auth/',
      { artefact: url('v2') },
      { token: staff.access },
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/a build of mfe_results, not of mfe_auth/);
    const folder = await deploy({ artefact: dir });
    expect(folder.status).toBe(422);
    expect(folder.body.message).toMatch(/neither an http\(s\) URL nor an artefact path/);
  });

  it('answers bad requests with a clear 400 or 404', async () => {
    expect((await deploy({})).body).toMatchObject({
      statusCode: 400,
      fields: { artefact: expect.any(String) },
    });
    expect((await deploy({ artefact: url('v2'), expectedSequence: -1 })).status).toBe(400);
    expect(
      (
        await api.post(
          '/api/deployments/mfe-nothing/',
          { artefact: url('v2') },
          { token: staff.access },
        )
      ).status,
    ).toBe(404);
  });

  it('deploys, and every instance serves the new manifest on the next load', async () => {
    const etag = (await api.get('/remotes.json')).headers.get('etag')!;
    expect((await api.get('/remotes.json', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );

    const reply = await deploy({ artefact: `${url('v2')}remoteEntry.js`, reason: 'new charts' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      remote: 'mfe-results',
      sequence: 1,
      action: 'deploy',
      version: artefacts.v2.version,
      entry: `${url('v2')}remoteEntry.js`,
      integrity: artefacts.v2.integrity,
      previousSequence: null,
      forced: false,
      reason: 'new charts',
      actor: `staff:${staff.account.user.username}`,
    });
    const expected = {
      entry: `${url('v2')}remoteEntry.js`,
      version: artefacts.v2.version,
      integrity: artefacts.v2.integrity,
    };
    expect(await live()).toEqual(expected);
    expect((await manifest(pair.viaSecond)).mfe_results).toEqual(expected);
    const changed = await api.get('/remotes.json', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
  });

  it('lets one of two concurrent deploys win and tells the other why', async () => {
    // Both are checked while the other is (the host holds every answer back), from the
    // same live state: only one can become the next deployment.
    const [first, second] = await Promise.all([
      deploy({ artefact: url('v3', true) }),
      deploy({ artefact: url('v3', true) }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toMatch(
      /^another deploy of mfe-results landed while this one was checked: #2 \(.*\) is live now\. Nothing was changed/,
    );
    expect(await live()).toMatchObject({ version: artefacts.v3.version });
  });

  it('refuses a deploy that expected another live deployment', async () => {
    const reply = await deploy({ artefact: url('v2'), expectedSequence: 1 });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(/^mfe-results is no longer at #1: #2 \(.*\) is live/);
    expect(await live()).toMatchObject({ version: artefacts.v3.version });
  });

  it('deploys an incompatible artefact only with force, and records what was overridden', async () => {
    const reply = await deploy({
      artefact: url('react20'),
      force: true,
      reason: 'hotfix',
      expectedSequence: 2,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ sequence: 3, forced: true, reason: 'hotfix' });
    expect(reply.body.overriddenChecks).toEqual([
      'it needs react ^20.0.0, the shell provides 19.3.1',
    ]);
    expect(await live()).toMatchObject({ version: artefacts.react20.version });
    // Force never lets in an origin the page's CSP would block anyway.
    const foreign = await deploy({ artefact: 'https://cdn.example.org/results/', force: true });
    expect(foreign.status).toBe(422);
  });

  it('rolls back one step at a time, down to the built-in build', async () => {
    const first = await rollback({ reason: 'react 20 breaks the page' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      sequence: 4,
      action: 'rollback',
      version: artefacts.v3.version,
    });
    expect(await live()).toMatchObject({ version: artefacts.v3.version });

    expect((await rollback()).body).toMatchObject({
      action: 'rollback',
      version: artefacts.v2.version,
    });
    expect((await rollback()).body).toMatchObject({
      action: 'rollback',
      version: null,
      entry: null,
    });
    expect(await live()).toMatchObject({ version: artefacts.builtIn.version });
    expect((await manifest(pair.viaSecond)).mfe_results).toMatchObject({
      version: artefacts.builtIn.version,
    });

    const nothing = await rollback();
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(
      'mfe-results already serves its built-in build: there is nothing to roll back to.',
    );
  });

  it('keeps the whole history, newest first', async () => {
    const { body } = await api.get('/api/deployments/', { token: staff.access });
    const results = body.remotes.find(
      (remote: { remote: string }) => remote.remote === 'mfe-results',
    );
    expect(results.live).toBeNull();
    expect(
      results.history.map((d: { sequence: number; action: string }) => `${d.sequence} ${d.action}`),
    ).toEqual(['6 rollback', '5 rollback', '4 rollback', '3 deploy', '2 deploy', '1 deploy']);
  });

  it("deploys an artefact this server already hosts, by its path or its own origin's URL", async () => {
    const own = `${pair.first.url}/remotes/mfe-results/${artefacts.builtIn.version}/`;
    const reply = await deploy({ artefact: own });
    expect(reply.status).toBe(201);
    expect(reply.body.entry).toBe(
      `/remotes/mfe-results/${artefacts.builtIn.version}/remoteEntry.js`,
    );
    // Copied to the server's own store, where a later build's pruning cannot remove it.
    const store = settings.publishedArtefactDirs['mfe-results'];
    expect(existsSync(path.join(store, artefacts.builtIn.version, 'remoteEntry.js'))).toBe(true);
    const missing = await deploy({ artefact: '/remotes/mfe-results/9.9.9-000000000000/' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(
      /this server has no artefact 9\.9\.9-000000000000 of mfe-results/,
    );
    expect((await rollback()).status).toBe(201);
  });
});
