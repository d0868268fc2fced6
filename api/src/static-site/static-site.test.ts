// The app as the server serves it from the artefact store: the shell's page with a fresh
// nonce and its policy, its files and a remote's stored versions, immutable, nothing from
// the disk.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeployDescriptor } from '@module-feedback/federation/contract';
import { SHELL_PROVIDES } from '@module-feedback/federation/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontendSettings } from '../config';
import type { DatabaseConnection } from '../db/database';
import { pinCheckoutBuilds } from '../deployments/checkout-builds';
import { deploy } from '../deployments/deployer';
import { readLiveState } from '../deployments/live-state';
import { serveStaticSite } from './index';
import {
  fixtureDatabase,
  fixtureDescription,
  fixtureSettings,
  fixtureShellDescription,
  writeArtefact,
  writeShellBuild,
  BROWSER_ID_SECRET,
} from './site-fixture';
import { storedFiles } from './stored-files';

let dir: string;
let app: FastifyInstance;
let settings: FrontendSettings;
let connection: DatabaseConnection;
let firstBuild: DeployDescriptor;
let secondBuild: DeployDescriptor;

const SHELL_PAGE =
  '<!doctype html><html><head><title>shell</title><link rel="preload" href="/config.json" as="fetch" crossorigin /><script type="module" src="/assets/main-abc123.js"></script></head><body></body></html>';
const results = (build: DeployDescriptor, file: string) =>
  `/remotes/mfe-results/${build.version}/${file}`;

const remoteBuild = (label: string) => ({
  'remoteEntry.js': `export const get = () => import("./assets/App-${label}.js");`,
  'mf-manifest.json': JSON.stringify({
    name: 'mfe_results',
    // Written into the route's page: nothing in it may end the script holding it, and a `$`
    // in it is no replacement pattern.
    metaData: { buildInfo: { note: "</script><script>alert(1)</script> $& $' $`" } },
    shared: [{ name: 'react' }],
    exposes: [
      {
        path: './lifecycles',
        assets: {
          js: { sync: [`assets/App-${label}.js`] },
          css: { sync: [`assets/App-${label}.css`] },
        },
      },
    ],
  }),
  [`assets/App-${label}.js`]: 'export {};',
  [`assets/App-${label}.css`]: 'main {}',
  'index.html': '<!doctype html><title>standalone</title>',
});

const quiet = { info() {}, warn() {} };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  settings = fixtureSettings(dir, {
    remoteOrigins: ['https://cdn.example.net'],
    runtimeConfig: { apiBaseUrl: 'https://api.example.org/' },
  });
  writeShellBuild(
    settings.shellDir,
    {
      'index.html': SHELL_PAGE,
      'assets/main-abc123.js': 'export {};',
      'assets/support-1.js': 'export {};',
      'assets/support-1.css': 'div {}',
      'assets/react-1.js': 'export {};',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    {
      ...fixtureShellDescription(),
      remoteRoute: {
        preloads: ['assets/support-1.js', 'assets/support-1.css'],
        shareChunks: { react: ['assets/react-1.js'], 'primereact/chart': ['assets/chart-1.js'] },
      },
    },
  );
  const buildDir = settings.remoteBuildDirs['mfe-results'];
  firstBuild = await writeArtefact(buildDir, remoteBuild('one'), fixtureDescription('mfe-results'));
  connection = await fixtureDatabase(path.join(dir, 'data'));
  const services = { db: connection.db, settings, warn() {} };
  await pinCheckoutBuilds(services, quiet);
  secondBuild = await writeArtefact(
    buildDir,
    remoteBuild('two'),
    fixtureDescription('mfe-results'),
  );
  await deploy(services, {
    deployable: 'mfe-results',
    artefact: { given: buildDir },
    workingDir: dir,
    force: false,
    reason: null,
    actor: 'test',
  });

  app = Fastify();
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ owner: 'api' }));
    },
    { prefix: '/api' },
  );
  await app.register(serveStaticSite, {
    frontends: settings,
    liveState: () => readLiveState(connection.db),
    files: storedFiles(connection.db),
    browserIdSecret: BROWSER_ID_SECRET,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await connection?.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('static site', () => {
  it('serves the live shell at / with a fresh nonce on its scripts, which its CSP names', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<title>shell</title>');
    expect(first.headers['cache-control']).toBe('no-store');
    const nonce = /<script nonce="([^"]+)" type="module"/.exec(first.body)?.[1];
    expect(nonce).toBeDefined();
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(
      `script-src 'self' http://localhost:* http://127.0.0.1:* 'nonce-${nonce}';`,
    );
    // Remote code comes from this origin only, never from where it was deployed from.
    expect(csp).not.toContain('cdn.example.net');
    expect(csp).toMatch(
      /connect-src 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\* https:\/\/api\.example\.org(;|$)/,
    );
    expect(csp).toContain("object-src 'none'");
    expect(first.body).toContain(
      '<meta name="module-feedback-developer-overrides" content="on" />',
    );
    const second = await get('/');
    expect(second.body).not.toContain(nonce);
  });

  it.each([
    '/results',
    '/results/',
    '/results/CS3001/2025',
    '/Results',
    '/admin',
    '/auth/x',
    '/results/?q=1',
  ])('answers the app route %s with the shell', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
  });

  it("links what a remote's route needs in its page, after the shell's own code, integrity kept", async () => {
    const links = (body: string) =>
      [...body.matchAll(/<link rel="(modulepreload|preload)"[^>]*>/g)].map((match) => match[0]);
    const page = (await get('/results/CS3001')).body;
    const entry = results(secondBuild, 'remoteEntry.js');
    const chunk = results(secondBuild, 'assets/App-two.js');
    expect(links(page)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/support-1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/support-1.css" />',
      '<link rel="preload" as="fetch" crossorigin href="/remotes.json" />',
      `<link rel="modulepreload" crossorigin href="${entry}" integrity="${secondBuild.integrity}" />`,
      `<link rel="modulepreload" crossorigin href="${chunk}" integrity="${secondBuild.files['assets/App-two.js']!.integrity}" />`,
      `<link rel="preload" as="style" crossorigin href="${results(secondBuild, 'assets/App-two.css')}" />`,
      // Only the shares the remote lists.
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js" />',
    ]);
    // After the shell's entry: its own code is asked for first.
    expect(page.indexOf('/assets/support-1.js')).toBeGreaterThan(page.indexOf('main-abc123.js'));
    // The API is on another origin here: its answers are not preloaded.
    expect(page).not.toContain('/api/');
  });

  /** Path → the text of each file the page holds, every holder carrying the page's nonce. */
  function writtenInPage(page: string): Record<string, string> {
    const nonce = /<script nonce="([^"]+)"/.exec(page)![1];
    const holders = page.matchAll(
      /<script nonce="([^"]+)" type="application\/json" data-response-for="([^"]+)">(.*?)<\/script>/g,
    );
    return Object.fromEntries(
      [...holders].map(([, holderNonce, path, body]) => {
        expect(holderNonce).toBe(nonce);
        return [path!, JSON.parse(body!) as string];
      }),
    );
  }

  it('writes the runtime config into every page of the shell instead of linking it', async () => {
    const config = (await get('/config.json')).body;
    for (const url of ['/', '/results', '/no/such/page']) {
      const page = (await get(url)).body;
      expect(writtenInPage(page)['/config.json']).toBe(config);
      expect(page).not.toMatch(/<link[^>]*config\.json/);
    }
  });

  it("writes the remote's deploy.json and federation manifest into its route's page, byte for byte", async () => {
    const page = (await get('/results')).body;
    const written = writtenInPage(page);
    const paths = ['deploy.json', 'mf-manifest.json'].map((file) => results(secondBuild, file));
    expect(Object.keys(written).sort()).toEqual(['/config.json', ...paths].sort());
    for (const path of paths) expect(written[path]).toBe((await get(path)).body);
    expect(page).not.toContain('<script>alert(1)');
  });

  it('links nothing of a remote in the pages without one', async () => {
    for (const url of ['/', '/no/such/page']) {
      expect((await get(url)).body).not.toMatch(/modulepreload|remotes\.json/);
    }
  });

  it.each(['/no/such/page', '/resultsx', '/feedbacks'])(
    'answers %s, which is no page of the app, with 404 and the shell (its error page)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['content-security-policy']).toContain("'nonce-");
    },
  );

  it('answers a missing file with a JSON 404, not the shell', async () => {
    for (const url of [
      '/missing.js',
      '/assets/gone-123.css',
      '/remotes/mfe-results/nope.js',
      '/remotes/mfe-results/1.0.0-000000000000/remoteEntry.js',
      '/remotes/mfe-auth/remoteEntry.js',
      '/remotes/mfe-nothing/1.0.0-000000000000/remoteEntry.js',
      `/remotes/mfe-results/${secondBuild.version}/../../shell/index.html`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('never answers an unknown /api path with the shell', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/nothing-here/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ owner: 'api' });
    }
  });

  it("serves the shell's hashed files for good and revalidates the rest by their sha384", async () => {
    const asset = await get('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const etag = String(icon.headers.etag);
    expect(etag).toMatch(/^"sha384-/);
    expect((await get('/favicon.svg', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it("serves every file of a remote's stored versions for good, the same-origin page's only", async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'deploy.json', 'assets/App-two.js']) {
      const response = await get(results(secondBuild, file));
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin'], file).toBeUndefined();
    }
    expect((await get(results(secondBuild, 'deploy.json'))).json()).toEqual(secondBuild);
  });

  it('keeps serving an older version to pages that still use it', async () => {
    expect((await get(results(firstBuild, 'remoteEntry.js'))).body).toContain('App-one');
    expect((await get(results(firstBuild, 'assets/App-one.js'))).statusCode).toBe(200);
  });

  it("serves a remote's standalone page with the policy, without a nonce", async () => {
    const page = await get(results(secondBuild, 'index.html'));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' http://localhost:* http://127.0.0.1:*;",
    );
  });

  it('points the runtime manifest at the live version, with the sha384 of its entry and deploy.json, checked against the live shell', async () => {
    const manifest = await get('/remotes.json');
    expect(manifest.json()).toEqual({
      mfe_results: {
        entry: results(secondBuild, 'remoteEntry.js'),
        version: secondBuild.version,
        integrity: secondBuild.integrity,
        descriptorIntegrity: expect.stringMatching(/^sha384-/),
        // Checked against the live shell, which provides these.
        compatibleWith: SHELL_PROVIDES,
      },
    });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const etag = String(manifest.headers.etag);
    expect((await get('/remotes.json', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves nothing from the disk: a build changed in place, even through a link, changes nothing', async () => {
    const dist = path.join(settings.remoteBuildDirs['mfe-results'], secondBuild.version);
    rmSync(path.join(dist, 'assets', 'App-two.js'));
    symlinkSync(path.join(dir, 'data', 'jwt-secret'), path.join(dist, 'assets', 'App-two.js'));
    const response = await get(results(secondBuild, 'assets/App-two.js'));
    expect(response.body).toBe('export {};');
  });

  it('serves the runtime config, revalidated, and reports health', async () => {
    const config = await get('/config.json');
    expect(config.json()).toEqual({ apiBaseUrl: 'https://api.example.org/' });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
  });
});

describe('static site before anything is deployed', () => {
  it('says no shell is deployed, and has no remote in its manifest', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'static-site-empty-'));
    const database = await fixtureDatabase(empty);
    const server = Fastify();
    await server.register(serveStaticSite, {
      frontends: fixtureSettings(empty, { developerOverrides: false }),
      liveState: () => readLiveState(database.db),
      files: storedFiles(database.db),
      browserIdSecret: BROWSER_ID_SECRET,
    });
    const page = await server.inject('/results');
    expect(page.statusCode).toBe(503);
    expect(page.json().message).toMatch(/No shell is deployed yet/);
    expect((await server.inject('/remotes.json')).json()).toEqual({});
    await server.close();
    await database.db.destroy();
    rmSync(empty, { recursive: true, force: true });
  });
});
