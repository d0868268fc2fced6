// Canaries through the HTTP API, on two real instances of one database: a new version of a
// remote for a share of browsers, which the server decides per browser (a signed cookie) and
// every instance answers alike; deploys waiting for it; promote and abort.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeployDescriptor } from '@module-feedback/federation/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinCheckoutBuilds } from '../src/deployments/checkout-builds';
import { createDeployToken } from '../src/deployments/deploy-tokens';
import {
  fixtureDescription,
  fixtureSettings,
  writeArtefact,
  writeShellBuild,
} from '../src/static-site/site-fixture';
import { startArtefactHost, type ArtefactHost } from '../../test-support/artefact-host';
import type { Client } from './support/http';
import { startInstancePair, type InstancePair } from './support/scenario';
import { targets } from './support/server';

const remoteFiles = (label: string) => ({
  'remoteEntry.js': `export const label = ${JSON.stringify(label)};`,
  'mf-manifest.json': '{}',
});
const BROWSERS = 200;

describe.each(targets())('canaries on %s', (target) => {
  let dir: string;
  let host: ArtefactHost;
  let pair: InstancePair;
  let api: Client;
  let staffToken: string;
  const artefacts: Record<string, DeployDescriptor> = {};

  const url = (name: string) => `${host.origin}/${name}/${artefacts[name]!.version}/`;
  const post = (route: string, body: object = {}, token = staffToken) =>
    api.post(`/api/deployments/mfe-results/${route}`, body, { token });
  /** The manifest a browser gets: with its cookie, if it has one. */
  const manifestFor = (via: Client, cookie?: string) =>
    via.get('/remotes.json', cookie ? { headers: { cookie } } : {});
  const browserCookie = (headers: Headers) =>
    headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('mf_browser='))
      ?.split(';')[0];
  const versionOf = (reply: { body: { mfe_results?: { version?: string } } }) =>
    reply.body.mfe_results?.version;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'canaries-'));
    const hostRoot = path.join(dir, 'host');
    host = await startArtefactHost(hostRoot);
    const settings = fixtureSettings(dir, { remoteOrigins: [host.origin] });
    writeShellBuild(settings.shellDir, { 'index.html': '<title>shell</title>' });
    artefacts.builtIn = await writeArtefact(
      settings.remoteBuildDirs['mfe-results'],
      remoteFiles('built-in'),
      fixtureDescription('mfe-results'),
    );
    for (const name of ['v2', 'v3']) {
      artefacts[name] = await writeArtefact(
        path.join(hostRoot, name),
        remoteFiles(name),
        fixtureDescription('mfe-results'),
      );
    }
    const instance = {
      frontends: settings,
      revisionCheckIntervalMs: 0,
      jwtSecret: 'j'.repeat(40),
    };
    const secondDataDir = mkdtempSync(path.join(tmpdir(), 'canaries-second-'));
    pair = await startInstancePair(target, instance, {
      ...instance,
      ...(target === 'postgres' ? { dataDir: secondDataDir } : {}),
    });
    api = pair.viaFirst;
    staffToken = pair.staff.access;
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

  it('refuses a share outside 1–99, the shell, and another remote’s deploy token', async () => {
    for (const share of [0, 100, 12.5, '10']) {
      const refused = await post('canary/', { artefact: url('v2'), share });
      expect(refused.status, String(share)).toBe(400);
      expect(refused.body.message).toContain('share is the percentage of browsers');
    }
    const shell = await api.post(
      '/api/deployments/shell/canary/',
      { artefact: url('v2'), share: 10 },
      { token: staffToken },
    );
    expect(shell.status).toBe(422);
    expect(shell.body.reasons).toEqual([expect.stringContaining('a canary is for a remote')]);
    const token = await createDeployToken(pair.first.app.appContext.db, {
      deployable: 'mfe-admin',
      name: 'admin-ci',
      createdBy: 'test',
    });
    expect((await post('canary/', { artefact: url('v2'), share: 10 }, token)).status).toBe(403);
    expect((await post('canary/promote/')).status).toBe(409);
    expect((await post('canary/abort/')).status).toBe(409);
    expect((await manifestFor(api)).headers.getSetCookie()).toEqual([]);
  });

  it('sends a canary at 50% to about half of fresh browsers, each keeping its version on every instance', async () => {
    const started = await post('canary/', { artefact: url('v2'), share: 50, reason: 'new charts' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.canary).toMatchObject({
      deployable: 'mfe-results',
      version: artefacts.v2!.version,
      share: 50,
      reason: 'new charts',
      actor: `staff:${pair.staff.account.user.username}`,
      ended: null,
    });

    const browsers: { cookie: string; version: string }[] = [];
    for (let i = 0; i < BROWSERS; i += 1) {
      const reply = await manifestFor(i % 2 ? pair.viaSecond : api);
      expect(reply.headers.get('cache-control')).toBe('private, no-cache');
      expect(reply.headers.get('vary')).toContain('Cookie');
      const cookie = browserCookie(reply.headers)!;
      expect(cookie).toMatch(/^mf_browser=[\w-]+\.[\w-]+$/);
      browsers.push({ cookie, version: versionOf(reply)! });
    }
    const reached = browsers.filter((browser) => browser.version === artefacts.v2!.version);
    const kept = browsers.filter((browser) => browser.version === artefacts.builtIn!.version);
    expect(reached.length + kept.length).toBe(BROWSERS);
    expect(reached.length).toBeGreaterThan(BROWSERS * 0.35);
    expect(reached.length).toBeLessThan(BROWSERS * 0.65);

    for (const browser of browsers.slice(0, 40)) {
      for (const via of [api, pair.viaSecond]) {
        const again = await manifestFor(via, browser.cookie);
        expect(versionOf(again)).toBe(browser.version);
        expect(again.headers.getSetCookie()).toEqual([]);
      }
    }
    // A cookie the server did not sign is replaced, not believed.
    const forged = await manifestFor(api, 'mf_browser=chosen.by-the-client');
    expect(browserCookie(forged.headers)).toMatch(/^mf_browser=/);
    expect(browserCookie(forged.headers)).not.toBe('mf_browser=chosen.by-the-client');
  });

  it('refuses a deploy, a rollback and a second canary while one runs', async () => {
    const deploy = await api.post(
      '/api/deployments/mfe-results/',
      { artefact: url('v3') },
      { token: staffToken },
    );
    expect(deploy.status).toBe(409);
    expect(deploy.body.message).toContain('has a canary running');
    expect((await post('rollback/')).status).toBe(409);
    const second = await post('canary/', { artefact: url('v3'), share: 10 });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('has a canary running already');
  });

  it('promotes the canary: its version is live for every browser, and the history says so', async () => {
    const promoted = await post('canary/promote/', { reason: 'looks good' });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(201);
    expect(promoted.body).toMatchObject({
      action: 'deploy',
      version: artefacts.v2!.version,
      reason: `canary ${artefacts.v2!.version} promoted: looks good`,
      canary: {
        ended: {
          outcome: 'promoted',
          by: `staff:${pair.staff.account.user.username}`,
          reason: 'looks good',
        },
      },
    });
    const reply = await manifestFor(pair.viaSecond);
    expect(versionOf(reply)).toBe(artefacts.v2!.version);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.headers.getSetCookie()).toEqual([]);
    const overview = await api.get('/api/deployments/', { token: staffToken });
    const results = overview.body.remotes.find(
      (remote: { remote: string }) => remote.remote === 'mfe-results',
    );
    expect(results.canaries).toEqual([
      expect.objectContaining({
        version: artefacts.v2!.version,
        ended: expect.objectContaining({ outcome: 'promoted' }),
      }),
    ]);
  });

  it('aborts a canary: every browser is back on the live version', async () => {
    expect((await post('canary/', { artefact: url('v3'), share: 99 })).status).toBe(201);
    const cookies = new Set<string>();
    let reached = 0;
    for (let i = 0; i < 10; i += 1) {
      const reply = await manifestFor(api);
      cookies.add(browserCookie(reply.headers)!);
      if (versionOf(reply) === artefacts.v3!.version) reached += 1;
    }
    expect(reached).toBeGreaterThan(5);
    const aborted = await post('canary/abort/', { reason: 'wrong colours' });
    expect(aborted.status).toBe(200);
    expect(aborted.body).toMatchObject({
      version: artefacts.v3!.version,
      ended: { outcome: 'aborted', reason: 'wrong colours' },
    });
    for (const cookie of cookies) {
      expect(versionOf(await manifestFor(pair.viaSecond, cookie))).toBe(artefacts.v2!.version);
    }
  });
});
