// The deployment registry through the HTTP API, on two real instances of one database (on
// PostgreSQL each with a data folder of its own): artefacts on another loopback origin, every
// check of the bytes and of what they need, the shell as a deployment, uploads, deploy
// tokens, races, rollback to a chosen deployment and past bad ones, and the files every
// instance serves from the store.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ArtefactDescription } from '@module-feedback/federation/artefacts';
import type { DeployDescriptor, ShellDescriptor } from '@module-feedback/federation/contract';
import { SHELL_EXPORTS, SHELL_PROVIDES } from '@module-feedback/federation/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontendSettings } from '../src/config';
import { pinCheckoutBuilds } from '../src/deployments/checkout-builds';
import { createDeployToken, revokeDeployToken } from '../src/deployments/deploy-tokens';
import {
  fixtureDescription,
  fixtureSettings,
  fixtureShellDescription,
  writeArtefact,
  writeShellBuild,
} from '../src/static-site/site-fixture';
import {
  startArtefactHost,
  TWO_FACED_SCRIPT,
  type ArtefactHost,
} from '@module-feedback/test-support/artefact-host';
import { createSignedInAccount, type SignedInAccount } from './support/fixtures';
import type { Client } from './support/http';
import { startInstancePair, type InstancePair } from './support/scenario';
import { targets } from './support/server';

const CHUNK = 'assets/App-1.js';
const entrySource = (label: string) =>
  `export const label = ${JSON.stringify(label)}; export const app = () => import("./${CHUNK}");`;
const remoteFiles = (label: string) => ({
  'remoteEntry.js': entrySource(label),
  [CHUNK]: `export const App = ${JSON.stringify(label)};`,
  'mf-manifest.json': '{}',
});

const requiring = (name: string, requiredVersion: string) => (d: ArtefactDescription) => ({
  ...d,
  singletons: { ...d.singletons, [name]: { requiredVersion, version: requiredVersion.slice(1) } },
});

describe.each(targets())('deployments on %s', (target) => {
  let dir: string;
  let hostRoot: string;
  let settings: FrontendSettings;
  let host: ArtefactHost;
  let pair: InstancePair;
  let api: Client;
  let staff: SignedInAccount;
  const artefacts: Record<string, DeployDescriptor> = {};
  const shells: Record<string, ShellDescriptor> = {};

  /** A remote's artefact on the host: `<hostRoot>/<name>/<version>/`. */
  const hostArtefact = async (
    name: string,
    change: (description: ArtefactDescription) => ArtefactDescription = (d) => d,
  ) => {
    artefacts[name] = await writeArtefact(
      path.join(hostRoot, name),
      remoteFiles(name),
      change(fixtureDescription('mfe-results')),
    );
  };
  /** The URL of a remote's artefact on the host, through one of its prefixes. */
  const url = (name: string, prefix = '') =>
    `${host.origin}/${prefix}${name}/${artefacts[name]!.version}/`;
  const onHost = (name: string, file: string) =>
    path.join(hostRoot, name, artefacts[name]!.version, file);
  const deploy = (body: object, token = staff.access, deployable = 'mfe-results') =>
    api.post(`/api/deployments/${deployable}/`, body, { token });
  const rollback = (body: object = {}, deployable = 'mfe-results') =>
    api.post(`/api/deployments/${deployable}/rollback/`, body, { token: staff.access });
  const manifest = async (via: Client = api) => (await via.get('/remotes.json')).body;
  const live = async () => (await manifest()).mfe_results;
  const file = async (name: string, path: string, via: Client = api) =>
    via.get(`/remotes/mfe-results/${artefacts[name]!.version}/${path}`);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'deployments-'));
    hostRoot = path.join(dir, 'host');
    host = await startArtefactHost(hostRoot);
    settings = fixtureSettings(dir, { remoteOrigins: [host.origin] });
    writeShellBuild(settings.shellDir, { 'index.html': '<title>shell</title>' });
    artefacts.builtIn = await writeArtefact(
      settings.remoteBuildDirs['mfe-results'],
      remoteFiles('built-in'),
      fixtureDescription('mfe-results'),
    );
    for (const name of ['v2', 'v3', 'v4', 'tampered', 'noEntry', 'twoFaced', 'noCors', 'asHtml']) {
      await hostArtefact(name);
    }
    // One byte of a chunk changed after the build listed its hash.
    writeFileSync(onHost('tampered', CHUNK), `export const App = "tampereD";`);
    rmSync(onHost('noEntry', 'remoteEntry.js'));
    await hostArtefact('react20', requiring('react', '^20.0.0'));
    await hostArtefact('newExport', (d) => ({
      ...d,
      imports: { ...d.imports, '@module-feedback/shared': ['session', 'brandNewHelper'] },
    }));
    await hostArtefact('noLifecycles', (d) => ({ ...d, exposes: ['./App'] }));
    shells.react20 = writeShellBuild(
      path.join(hostRoot, 'shell-react20'),
      { 'index.html': '<title>react 20</title>' },
      fixtureShellDescription({
        singletons: { ...(SHELL_PROVIDES as Record<string, string>), react: '20.0.0' },
        exports: SHELL_EXPORTS,
      }),
    );
    shells.next = writeShellBuild(path.join(hostRoot, 'shell-next'), {
      'index.html': '<title>next shell</title>',
    });

    // Every request checks the revision: the other instance sees a deploy at once. On
    // PostgreSQL the instances keep data folders of their own, as on two machines.
    const instance = { frontends: settings, revisionCheckIntervalMs: 0, jwtSecret: 'j'.repeat(40) };
    const secondDataDir = mkdtempSync(path.join(tmpdir(), 'deployments-second-'));
    pair = await startInstancePair(target, instance, {
      ...instance,
      ...(target === 'postgres' ? { dataDir: secondDataDir } : {}),
    });
    api = pair.viaFirst;
    staff = pair.staff;
    await pinCheckoutBuilds(
      { db: pair.first.app.appContext.db, settings, warn() {} },
      { info() {}, warn() {} },
    );
  });

  afterAll(async () => {
    await pair?.close();
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is for staff and deploy tokens only', async () => {
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
      expect(
        (await api.post('/api/deployments/mark-bad/', { sequence: 1 }, { token })).status,
      ).toBe(expected);
    }
    expect(await live()).toMatchObject({ version: artefacts.builtIn!.version });
  });

  it('serves what was pinned at the first start: the shell and the built-in remote, from the store', async () => {
    const overview = await api.get('/api/deployments/', { token: staff.access });
    expect(overview.body.shell.live).toMatchObject({ action: 'pin', actor: 'server' });
    const results = overview.body.remotes.find(
      (remote: { remote: string }) => remote.remote === 'mfe-results',
    );
    expect(results).toMatchObject({
      deployable: 'mfe-results',
      live: { action: 'pin', version: artefacts.builtIn!.version },
      checkoutVersion: artefacts.builtIn!.version,
    });
    expect(await live()).toEqual({
      entry: `/remotes/mfe-results/${artefacts.builtIn!.version}/remoteEntry.js`,
      version: artefacts.builtIn!.version,
      integrity: artefacts.builtIn!.integrity,
      descriptorIntegrity: expect.stringMatching(/^sha384-/),
      compatibleWith: expect.objectContaining({ react: '19.3.1' }),
    });
    expect((await api.get('/')).body).toContain('<title>shell</title>');
  });

  it.each([
    [
      'its origin is not in the server’s REMOTE_ORIGINS',
      () => 'http://127.0.0.1:9/v2/',
      /http:\/\/127\.0\.0\.1:9 is not an origin this server deploys from: add it to the server's REMOTE_ORIGINS/,
    ],
    [
      'its deploy.json is missing',
      () => `${host.origin}/nowhere/`,
      /deploy\.json answered 404, not 200/,
    ],
    [
      'a listed file does not answer 200',
      () => url('noEntry'),
      /remoteEntry\.js: http:\S+ answered 404, not 200/,
    ],
    [
      'a chunk was changed by one byte',
      () => url('tampered'),
      /assets\/App-1\.js has the sha384 sha384-\S+, deploy\.json says sha384-/,
    ],
    [
      'the host answers its files with the wrong type',
      () => url('asHtml', 'as-html/'),
      /remoteEntry\.js: \S+ answered Content-Type text\/html, not text\/javascript/,
    ],
    [
      'it needs another React major',
      () => url('react20'),
      /it needs react \^20\.0\.0, the shell provides 19\.3\.1: the live shell is 1\.0\.0-\w+ \(#1\)/,
    ],
    [
      'it imports an export the live shell’s shared lacks',
      () => url('newExport'),
      /it imports brandNewHelper from @module-feedback\/shared, which the shell does not provide \(its @module-feedback\/shared exports api, notify, session, useSession\)/,
    ],
    [
      'it does not expose the lifecycles the shell mounts',
      () => url('noLifecycles'),
      /does not expose \.\/lifecycles/,
    ],
  ])(
    'refuses an artefact when %s, saying why, and changes nothing',
    async (_case, artefact, reason) => {
      const before = await manifest();
      const reply = await deploy({ artefact: artefact() });
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
      expect(reply.body.message).toMatch(/^mfe-results was not deployed, nothing changed: /);
      expect(reply.body.reasons.join('\n')).toMatch(reason);
      expect(await manifest()).toEqual(before);
    },
  );

  it('never forces past a check of the bytes, nor past the allowed origins', async () => {
    expect((await deploy({ artefact: url('tampered'), force: true })).status).toBe(422);
    expect(
      (await deploy({ artefact: 'https://cdn.example.org/results/', force: true })).status,
    ).toBe(422);
  });

  it('answers bad requests with a clear 400 or 404', async () => {
    expect((await deploy({})).body).toMatchObject({
      statusCode: 400,
      fields: { artefact: expect.any(String) },
    });
    expect((await deploy({ artefact: url('v2'), expectedSequence: -1 })).status).toBe(400);
    expect(
      (await deploy({ files: { '../../data/jwt-secret': 'eA==', 'deploy.json': 'e30=' } })).status,
    ).toBe(400);
    expect((await deploy({ artefact: url('v2') }, staff.access, 'mfe-nothing')).status).toBe(404);
    expect((await rollback({ to: 0 })).status).toBe(400);
  });

  it('deploys from a host that answers without CORS, reporting what it answered: browsers never load from it', async () => {
    const reply = await deploy({
      artefact: url('noCors', 'no-cors/'),
      reason: 'from a plain host',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.notes).toEqual([
      `${host.origin} answered without Access-Control-Allow-Origin: browsers could not load the artefact from there, and never do: this server serves its own checked copy`,
    ]);
    expect(await live()).toMatchObject({
      entry: `/remotes/mfe-results/${artefacts.noCors!.version}/remoteEntry.js`,
    });
  });

  it('serves its own copy of what it checked: what a host does later, or shows browsers, changes nothing', async () => {
    const reply = await deploy({
      artefact: `${url('twoFaced', 'two-faced/')}remoteEntry.js`,
      reason: 'new charts',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      deployable: 'mfe-results',
      action: 'deploy',
      version: artefacts.twoFaced!.version,
      forced: false,
      reason: 'new charts',
      actor: `staff:${staff.account.user.username}`,
    });
    // The host's files change after the deploy.
    writeFileSync(onHost('twoFaced', CHUNK), 'export const App = "changed after the deploy";');
    for (const via of [pair.viaFirst, pair.viaSecond]) {
      expect((await file('twoFaced', CHUNK, via)).body).toBe('export const App = "twoFaced";');
      const entry = await file('twoFaced', 'remoteEntry.js', via);
      expect(entry.body).toBe(entrySource('twoFaced'));
      expect(entry.body).not.toContain(TWO_FACED_SCRIPT);
    }
  });

  it('lets one of two concurrent deploys win and tells the other why', async () => {
    const [first, second] = await Promise.all([
      deploy({ artefact: url('v3', 'slow/') }),
      deploy({ artefact: url('v3', 'slow/') }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toMatch(
      /^another deploy of mfe-results landed while this one was checked: #\d+ \(.*\) is live now\. Nothing was changed/,
    );
    expect(await live()).toMatchObject({ version: artefacts.v3!.version });
  });

  it('deploys an incompatible artefact only with force, and records what was overridden', async () => {
    const { body: overview } = await api.get('/api/deployments/', { token: staff.access });
    const liveSequence = overview.remotes.find(
      (r: { remote: string }) => r.remote === 'mfe-results',
    ).live.sequence;
    // What the server checked against the live shell, pages of that shell need not check again.
    expect((await live()).compatibleWith).toMatchObject({ react: '19.3.1' });
    const stale = await deploy({ artefact: url('v2'), expectedSequence: liveSequence - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(`^mfe-results is no longer at #${liveSequence - 1}: #${liveSequence} \\(`),
    );
    const reply = await deploy({
      artefact: url('react20'),
      force: true,
      reason: 'hotfix',
      expectedSequence: liveSequence,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ forced: true, reason: 'hotfix' });
    expect(reply.body.overriddenChecks).toEqual([
      expect.stringMatching(/^it needs react \^20\.0\.0, the shell provides 19\.3\.1/),
    ]);
    // Forced past the checks: every page checks it itself, and refuses it.
    expect(await live()).toMatchObject({ version: artefacts.react20!.version });
    expect((await live()).compatibleWith).toBeUndefined();
  });

  it('refuses a shell release that a live remote would be refused by, saying which', async () => {
    const back = await rollback({ reason: 'react 20 breaks the page' });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ action: 'rollback', version: artefacts.v3!.version });
    const refused = await deploy(
      { artefact: `${host.origin}/shell-react20/` },
      staff.access,
      'shell',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.reasons).toEqual([
      expect.stringMatching(
        new RegExp(
          `^the live mfe-results ${artefacts.v3!.version} \\(#\\d+\\) would be refused: it needs react \\^19\\.2\\.0, the shell provides 20\\.0\\.0$`,
        ),
      ),
    ]);
    const next = await deploy({ artefact: `${host.origin}/shell-next/` }, staff.access, 'shell');
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ deployable: 'shell', version: shells.next!.version });
    expect((await pair.viaSecond.get('/')).body).toContain('<title>next shell</title>');
    expect((await rollback({}, 'shell')).body).toMatchObject({
      action: 'rollback',
      deployable: 'shell',
    });
    expect((await pair.viaSecond.get('/')).body).toContain('<title>shell</title>');
  });

  it('uploads a folder through one instance, which the other serves at once', async () => {
    const folder = path.join(hostRoot, 'v4', artefacts.v4!.version);
    const files = Object.fromEntries(
      ['deploy.json', 'remoteEntry.js', CHUNK, 'mf-manifest.json'].map((name) => [
        name,
        readFileSync(path.join(folder, name)).toString('base64'),
      ]),
    );
    const unlisted = await deploy({
      files: { ...files, 'assets/extra.js': Buffer.from('alert(1)').toString('base64') },
    });
    expect(unlisted.status).toBe(422);
    expect(unlisted.body.reasons).toEqual(['assets/extra.js is not listed in deploy.json']);
    const uploaded = await deploy({ files, reason: 'from CI' });
    expect(uploaded.status).toBe(201);
    expect(await manifest(pair.viaSecond)).toMatchObject({
      mfe_results: { version: artefacts.v4!.version },
    });
    expect((await file('v4', 'remoteEntry.js', pair.viaSecond)).body).toBe(entrySource('v4'));
  });

  it('rolls back to a chosen deployment, and past versions marked bad', async () => {
    const { body } = await api.get('/api/deployments/', { token: staff.access });
    const history = body.remotes.find((r: { remote: string }) => r.remote === 'mfe-results')
      .history as {
      sequence: number;
      version: string;
    }[];
    const sequenceOf = (name: string) =>
      history.find((d) => d.version === artefacts[name]!.version)!.sequence;
    const pinned = sequenceOf('builtIn');

    const aimed = await rollback({ to: sequenceOf('twoFaced'), reason: 'back to the charts' });
    expect(aimed.status).toBe(201);
    expect(aimed.body).toMatchObject({ action: 'rollback', version: artefacts.twoFaced!.version });
    expect((await rollback({ to: aimed.body.sequence })).status).toBe(409);
    expect((await rollback({ to: 99_999 })).status).toBe(404);
    // Re-checked like a new deploy: a forced version is refused again unless forced again.
    const forcedAgain = await rollback({ to: sequenceOf('react20') });
    expect(forcedAgain.status).toBe(422);
    expect(forcedAgain.body.reasons[0]).toMatch(/it needs react \^20\.0\.0/);

    const marked = await api.post(
      '/api/deployments/mark-bad/',
      { sequence: sequenceOf('noCors'), reason: 'broken charts' },
      { token: staff.access },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.bad).toMatchObject({
      reason: 'broken charts',
      by: `staff:${staff.account.user.username}`,
    });
    // twoFaced was deployed after noCors: its plain rollback passes noCors by, to the pin.
    const plain = await rollback();
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ version: artefacts.builtIn!.version, previousSequence: 0 });
    expect(plain.body.sequence).toBeGreaterThan(pinned);
    const nothing = await rollback();
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toMatch(
      /^mfe-results has nothing before #\d+ .* to roll back to\.$/,
    );
    // Deploying a version marked bad again takes force.
    const bad = await deploy({ artefact: url('noCors', 'no-cors/') });
    expect(bad.status).toBe(422);
    expect(bad.body.reasons[0]).toMatch(/was marked bad by staff:\S+ at \S+ \(broken charts\)/);
  });

  it('takes deploy tokens for their own deployable, naming them in the history, until revoked', async () => {
    const db = pair.first.app.appContext.db;
    const token = await createDeployToken(db, {
      name: `results-ci-${target}`,
      deployable: 'mfe-results',
      createdBy: 'test',
    });
    const deployed = await deploy({ artefact: url('v2') }, token);
    expect(deployed.status).toBe(201);
    expect(deployed.body.actor).toBe(`token:results-ci-${target}`);
    expect((await api.get('/api/deployments/', { token })).status).toBe(200);
    const otherDeployable = await deploy(
      { artefact: `${host.origin}/shell-next/` },
      token,
      'shell',
    );
    expect(otherDeployable.status).toBe(403);
    expect(otherDeployable.body.message).toBe('This deploy token is for mfe-results, not shell.');
    expect(await revokeDeployToken(db, `results-ci-${target}`)).toBe('revoked');
    for (const via of [pair.viaFirst, pair.viaSecond]) {
      const refused = await via.post(
        '/api/deployments/mfe-results/',
        { artefact: url('v3') },
        { token },
      );
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(
        'This deploy token is not valid: it was revoked, or never created.',
      );
    }
    expect((await deploy({ artefact: url('v3') }, 'mfdeploy_made-up')).status).toBe(401);
  });
});
