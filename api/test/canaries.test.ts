// Canaries through the HTTP API, on two real instances of one database: a new version of a
// remote for a share of browsers, which the server decides per browser (a signed cookie) and
// every instance answers alike; deploys waiting for it; promote and abort; browsers' reports
// counted per version across instances, limited per address; and a canary that fails more
// than the live version taken back by the server itself, marked bad, with a mail; preview
// links, signed and expiring, that open one stored version for whoever has them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeployDescriptor } from '@module-feedback/federation/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinCheckoutBuilds } from '../src/deployments/checkout-builds';
import { createDeployToken } from '../src/deployments/deploy-tokens';
import { signPreview } from '../src/deployments/preview-links';
import {
  fixtureDescription,
  fixtureSettings,
  writeArtefact,
  writeShellBuild,
} from '../src/static-site/site-fixture';
import { startArtefactHost, type ArtefactHost } from '@module-feedback/test-support/artefact-host';
import { waitForOutboxMail } from '@module-feedback/test-support/mail-capture';
import type { Client } from './support/http';
import { startInstancePair, type InstancePair } from './support/scenario';
import { targets } from './support/server';

const remoteFiles = (label: string) => ({
  'remoteEntry.js': `export const label = ${JSON.stringify(label)};`,
  'mf-manifest.json': '{}',
});
const BROWSERS = 200;
const ALERTS = 'deploys@example.ac.uk';
/** The second instance's limit of report batches per address and minute. */
const REPORTS_PER_MINUTE = 3;
const SAMPLE_ABOVE = 1_000;

/** A repeatable stand-in for Math.random (xorshift32), so the sample is the same every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

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
      // Busy at 1,000 batches a second: browsers are asked to sample above 500.
      remoteReports: { flushIntervalMs: 20, sampleAbovePerSecond: SAMPLE_ABOVE },
      canaryWatch: { minLoads: 10, failureMarginPercent: 5, alertEmail: ALERTS },
    };
    const secondDataDir = mkdtempSync(path.join(tmpdir(), 'canaries-second-'));
    const roomy = { max: 10_000, windowMs: 60_000 };
    pair = await startInstancePair(target, instance, {
      ...instance,
      ...(target === 'postgres' ? { dataDir: secondDataDir } : {}),
      rateLimits: {
        loginPerAccount: roomy,
        loginPerAddress: roomy,
        refresh: roomy,
        signup: roomy,
        reports: roomy,
        helpfulVotes: roomy,
        remoteReports: { max: REPORTS_PER_MINUTE, windowMs: 60_000 },
      },
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

  const report = (body: unknown, via: Client = api) => via.post('/api/remote-reports/', body);
  const resultsOverview = async () =>
    (await api.get('/api/deployments/', { token: staffToken })).body.remotes.find(
      (remote: { remote: string }) => remote.remote === 'mfe-results',
    );
  const reportOf = async (version: string) =>
    (await resultsOverview()).reports.find((one: { version: string }) => one.version === version);

  it('counts what browsers report per version, through every instance, and the overview shows counts and rates', async () => {
    const v2 = artefacts.v2!.version;
    const counted = await report({
      reports: [
        { remote: 'mfe_results', version: v2, event: 'load', count: 4 },
        { remote: 'mfe_results', version: v2, event: 'mount-error' },
        { remote: 'mfe_results', version: 'never-deployed', event: 'load' },
      ],
    });
    expect(counted.status).toBe(202);
    expect(counted.body).toEqual({ counted: 2, sampleLoadsEvery: 1 });
    expect(
      (
        await report(
          { reports: [{ remote: 'mfe_results', version: v2, event: 'load' }] },
          pair.viaSecond,
        )
      ).status,
    ).toBe(202);
    await expect
      .poll(() => reportOf(v2), { timeout: 5_000 })
      .toMatchObject({
        counts: { load: 5, refused: 0, 'load-failure': 0, 'mount-error': 1, 'uncaught-error': 0 },
        failureRate: 0.2,
      });
    expect(await reportOf('never-deployed')).toBeUndefined();
  });

  it.each([
    [{}, 'reports'],
    [{ reports: [] }, 'reports holds one report or more'],
    [{ reports: [{ remote: 'mfe_nothing', version: '1', event: 'load' }] }, 'remote is one of'],
    [
      { reports: [{ remote: 'mfe_results', version: '../x', event: 'load' }] },
      'version is a deployed version',
    ],
    [{ reports: [{ remote: 'mfe_results', version: '1', event: 'crash' }] }, 'event is one of'],
    [
      { reports: [{ remote: 'mfe_results', version: '1', event: 'load', count: 1000 }] },
      'count is at most 100',
    ],
    [
      { reports: [{ remote: 'mfe_results', version: '1', event: 'load', weight: 17 }] },
      'weight is at most 16',
    ],
  ])('refuses a malformed report %j with a clear message', async (body, message) => {
    const refused = await report(body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
  });

  it('limits the reports one address sends', async () => {
    const one = { reports: [{ remote: 'mfe_results', version: 'x', event: 'load' }] };
    // The journey above sent one batch through the second instance already.
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE; i += 1) {
      statuses.push((await report(one, pair.viaSecond)).status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    const limited = await report(one, pair.viaSecond);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await report(one)).status).toBe(202);
  });

  it('takes back a canary that fails more than the live version once it has enough loads, marks it bad and mails', async () => {
    const v3 = artefacts.v3!.version;
    expect((await post('canary/', { artefact: url('v3'), share: 50 })).status).toBe(201);
    const failing = (count: number) => ({
      reports: [
        { remote: 'mfe_results', version: v3, event: 'load', count },
        { remote: 'mfe_results', version: v3, event: 'mount-error', count },
      ],
    });
    // Below the minimum number of loads nothing is judged, however bad.
    await report(failing(9));
    await expect
      .poll(() => reportOf(v3), { timeout: 5_000 })
      .toMatchObject({ counts: { load: 9 } });
    expect((await resultsOverview()).canaries[0].ended).toBeNull();

    await report(failing(1));
    await expect
      .poll(async () => (await resultsOverview()).canaries[0].ended, { timeout: 5_000 })
      .toMatchObject({
        outcome: 'rolled-back',
        by: 'server',
        reason: expect.stringMatching(
          /^automatic rollback: 100\.0% of its 10 loads failed against 20\.0% of 5 for the live /,
        ),
      });
    // Every browser is back on the live version; the version is bad, so trying it again needs --force.
    const manifest = await manifestFor(pair.viaSecond);
    expect(versionOf(manifest)).toBe(artefacts.v2!.version);
    const again = await post('canary/', { artefact: url('v3'), share: 10 });
    expect(again.status).toBe(422);
    expect(again.body.reasons.join(' ')).toContain('marked bad by server');
    const mail = await waitForOutboxMail(
      path.join(pair.first.app.appContext.config.mail.outboxDir),
      ALERTS,
      /Canary of mfe-results .* rolled back/,
    );
    expect(mail.text).toContain('automatic rollback: 100.0% of its 10 loads failed');
  });

  it('counts loads that browsers sampled by their weight, so totals and rates stay those of every load', async () => {
    const v2 = artefacts.v2!.version;
    const before = (await reportOf(v2)).counts;
    // 2,000 page loads by browsers told to send one load in four; one page in 20 fails
    // (2,000 × 5% = 100 failures, each sent). Pages' reports arrive gathered, 100 a request.
    const random = seeded(11);
    const PAGES = 2_000;
    let sentLoads = 0;
    let failures = 0;
    for (let first = 0; first < PAGES; first += 100) {
      let loads = 0;
      let failed = 0;
      for (let page = first; page < first + 100; page += 1) {
        if (random() * 4 < 1) loads += 1;
        if (page % 20 === 0) failed += 1;
      }
      sentLoads += loads;
      failures += failed;
      const answer = await report({
        reports: [
          { remote: 'mfe_results', version: v2, event: 'load', count: loads, weight: 4 },
          { remote: 'mfe_results', version: v2, event: 'mount-error', count: failed },
        ],
      });
      expect(answer.body).toEqual({ counted: 2, sampleLoadsEvery: 1 });
    }
    // Each kind of event is flushed on its own: wait until both have arrived.
    await expect
      .poll(async () => (await reportOf(v2)).counts, { timeout: 5_000 })
      .toMatchObject({
        load: before.load + sentLoads * 4,
        'mount-error': before['mount-error'] + failures,
      });
    const after = await reportOf(v2);
    // The weighted sample is within 5% of the loads there were, and so is the rate.
    expect(Math.abs(sentLoads * 4 - PAGES)).toBeLessThan(PAGES * 0.05);
    expect(after.failureRate).toBeGreaterThan(0.045);
    expect(after.failureRate).toBeLessThan(0.055);
  });

  it('asks browsers to sample loads while it gets more batches than it wants, and to stop after', async () => {
    // 40 browsers at once already sending one load in 16: 640 batches' worth in a moment.
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        report({
          reports: [{ remote: 'mfe_results', version: 'x', event: 'load', weight: 16 }],
        }),
      ),
    );
    const asked = burst.map((answer) => answer.body.sampleLoadsEvery as number);
    expect(Math.max(...asked)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...asked)).toBeLessThanOrEqual(16);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const calm = await report({
      reports: [{ remote: 'mfe_results', version: 'x', event: 'load' }],
    });
    expect(calm.body.sampleLoadsEvery).toBe(1);
  });

  describe('preview links', () => {
    const tokenOf = (url: string) => new URL(url).searchParams.get('preview')!;

    it('are made by staff and by the remote’s deploy token, for a stored version only', async () => {
      const made = await post('previews/', { version: artefacts.v3!.version, minutes: 30 });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body).toMatchObject({ remote: 'mfe-results', version: artefacts.v3!.version });
      expect(made.body.url).toMatch(/^http:\/\/[^/]+\/results\?preview=[\w-]+\.[\w-]+\.[\w-]+$/);
      const minutesLeft = (Date.parse(made.body.expiresAt) - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(29);
      expect(minutesLeft).toBeLessThanOrEqual(30);

      const token = await createDeployToken(pair.first.app.appContext.db, {
        deployable: 'mfe-results',
        name: 'results-previews',
        createdBy: 'test',
      });
      expect((await post('previews/', { version: artefacts.v3!.version }, token)).status).toBe(201);
      const otherToken = await createDeployToken(pair.first.app.appContext.db, {
        deployable: 'mfe-auth',
        name: 'auth-previews',
        createdBy: 'test',
      });
      expect((await post('previews/', { version: artefacts.v3!.version }, otherToken)).status).toBe(
        403,
      );
      const unknown = await post('previews/', { version: '1.0.0-nowhere' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('This server has no version 1.0.0-nowhere of mfe-results.');
      const tooLong = await post('previews/', { version: artefacts.v3!.version, minutes: 99_999 });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toContain('minutes is how long the link works');
      const shell = await api.post(
        '/api/deployments/shell/previews/',
        { version: artefacts.v3!.version },
        { token: staffToken },
      );
      expect(shell.status).toBe(400);
    });

    it('open their version for whoever has them, on every instance; nobody else sees it', async () => {
      const made = await post('previews/', { version: artefacts.v3!.version });
      const token = tokenOf(made.body.url);
      for (const via of [api, pair.viaSecond]) {
        const checked = await via.get(`/api/previews/?token=${token}`);
        expect(checked.status).toBe(200);
        expect(checked.body).toEqual({
          remote: 'mfe-results',
          version: artefacts.v3!.version,
          expiresAt: made.body.expiresAt,
        });
        const previewed = await via.get(`/remotes.json?preview=${token}`);
        expect(versionOf(previewed)).toBe(artefacts.v3!.version);
        expect(previewed.headers.get('cache-control')).toBe('no-store');
      }
      expect(versionOf(await manifestFor(api))).toBe(artefacts.v2!.version);
    });

    it('refuses a changed or expired link, saying which, and opens nothing with it', async () => {
      const made = await post('previews/', { version: artefacts.v3!.version });
      const token = tokenOf(made.body.url);
      const tampered = `${token.slice(0, -3)}abc`;
      const refused = await api.get(`/api/previews/?token=${tampered}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'This is not a valid preview link: it was changed, or made by another server.',
      );
      expect(versionOf(await api.get(`/remotes.json?preview=${tampered}`))).toBe(
        artefacts.v2!.version,
      );

      const expired = await signPreview(
        'j'.repeat(40),
        { deployable: 'mfe-results', version: artefacts.v3!.version, minutes: 1 },
        new Date(Date.now() - 5 * 60_000),
      );
      const gone = await api.get(`/api/previews/?token=${expired.token}`);
      expect(gone.status).toBe(410);
      expect(gone.body.message).toBe(`This preview link expired at ${expired.expiresAt}.`);
      expect(versionOf(await api.get(`/remotes.json?preview=${expired.token}`))).toBe(
        artefacts.v2!.version,
      );
      expect((await api.get('/api/previews/')).status).toBe(400);
    });
  });
});
