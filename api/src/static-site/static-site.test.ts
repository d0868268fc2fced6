import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeployDescriptor, RemotesManifest } from '@module-feedback/federation/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontendSettings } from '../config';
import { liveManifest } from '../deployments/live-manifest';
import { serveStaticSite } from './index';
import { fixtureDescription, fixtureSettings, writeArtefact, writeFile } from './site-fixture';

let dir: string;
let app: FastifyInstance;
let settings: FrontendSettings;
let firstBuild: DeployDescriptor;
let secondBuild: DeployDescriptor;
let manifest: RemotesManifest;

const results = (build: DeployDescriptor, file: string) =>
  `/remotes/mfe-results/${build.version}/${file}`;

const remoteBuild = (label: string) => ({
  'remoteEntry.js': `export const get = () => import("./assets/App-${label}.js");`,
  'mf-manifest.json': '{"name":"mfe_results"}',
  [`assets/App-${label}.js`]: 'export {};',
  'index.html': '<!doctype html><title>standalone</title>',
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  settings = fixtureSettings(dir, {
    remoteOrigins: ['https://cdn.example.net'],
    runtimeConfig: { apiBaseUrl: 'https://api.example.org/' },
  });
  writeFile(path.join(settings.shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFile(path.join(settings.shellDir, 'assets', 'main-abc123.js'), 'export {};');
  const buildDir = settings.remoteBuildDirs['mfe-results'];
  firstBuild = await writeArtefact(buildDir, remoteBuild('one'), fixtureDescription('mfe-results'));
  secondBuild = await writeArtefact(
    buildDir,
    remoteBuild('two'),
    fixtureDescription('mfe-results'),
  );
  manifest = liveManifest(settings);

  app = Fastify();
  // As in the app: the API's CORS runs for every request, static files included.
  await app.register(cors, { origin: ['https://cdn.example.net'] });
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ owner: 'api' }));
    },
    { prefix: '/api' },
  );
  await app.register(serveStaticSite, {
    frontends: settings,
    remotesManifest: async () => manifest,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('static site', () => {
  it('serves the shell at / with a CSP naming the remote origins, loopback and the API origin', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' https:\/\/cdn\.example\.net http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*(;|$)/,
    );
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/cdn\.example\.net .* https:\/\/api\.example\.org(;|$)/,
    );
    expect(csp).toContain("object-src 'none'");
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
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no/such/page', '/resultsx', '/feedbacks'])(
    'answers %s, which is no page of the app, with 404 and the shell (its error page)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it('answers a missing file with a JSON 404, not the shell', async () => {
    for (const url of [
      '/missing.js',
      '/assets/gone-123.css',
      '/remotes/mfe-results/nope.js',
      '/remotes/mfe-results/1.0.0-000000000000/remoteEntry.js',
      '/remotes/mfe-auth/remoteEntry.js',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('never answers an unknown /api path with the shell', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/nothing-here/' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    for (const url of ['/assets/main-abc123.js', results(secondBuild, 'assets/App-two.js')]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it("serves a version's entry, manifest and deploy.json for good (its name is its content), loadable from other origins", async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'deploy.json']) {
      const response = await get(results(secondBuild, file));
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin'], file).toBe('*');
      expect(response.headers['cross-origin-resource-policy'], file).toBe('cross-origin');
      expect(response.headers.vary ?? '', file).not.toMatch(/origin/i);
    }
    expect((await get(results(secondBuild, 'deploy.json'))).json()).toEqual(secondBuild);
  });

  it('revalidates a file beside the version folders, which a new build replaces', async () => {
    writeFile(path.join(settings.remoteBuildDirs['mfe-results'], 'latest.json'), '{}');
    const response = await get('/remotes/mfe-results/latest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps serving an older build to pages that still use it', async () => {
    expect((await get(results(firstBuild, 'remoteEntry.js'))).body).toContain('App-one');
    expect((await get(results(firstBuild, 'assets/App-one.js'))).statusCode).toBe(200);
  });

  it("serves a remote's standalone page with the same CSP", async () => {
    const page = await get(results(secondBuild, 'index.html'));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('points the runtime manifest at the latest build of each built remote', () => {
    expect(manifest).toEqual({
      mfe_results: {
        entry: results(secondBuild, 'remoteEntry.js'),
        version: secondBuild.version,
        integrity: secondBuild.integrity,
      },
    });
  });

  it('serves the runtime manifest revalidated, with an ETag that answers 304 until it changes', async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(manifest);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);

    const unchanged = await get('/remotes.json', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const previous = manifest;
    manifest = { ...manifest, mfe_auth: { entry: 'https://cdn.example.net/auth/remoteEntry.js' } };
    try {
      const changed = await get('/remotes.json', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json()).toEqual(manifest);
    } finally {
      manifest = previous;
    }
  });

  it('serves the runtime config, revalidated', async () => {
    const config = await get('/config.json');
    expect(config.json()).toEqual({ apiBaseUrl: 'https://api.example.org/' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('reports health', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('static site before the builds exist', () => {
  it('serves builds that land after startup, and says the app is not built until then', async () => {
    const late = mkdtempSync(path.join(tmpdir(), 'static-site-late-'));
    const lateSettings = fixtureSettings(late);
    const server = Fastify();
    await server.register(serveStaticSite, {
      frontends: lateSettings,
      remotesManifest: async () => liveManifest(lateSettings),
    });
    expect((await server.inject('/results')).statusCode).toBe(503);
    expect((await server.inject('/remotes.json')).json()).toEqual({});

    writeFile(path.join(lateSettings.shellDir, 'index.html'), '<title>late shell</title>');
    const auth = await writeArtefact(
      lateSettings.remoteBuildDirs['mfe-auth'],
      { 'remoteEntry.js': 'export {};' },
      fixtureDescription('mfe-auth'),
    );
    expect((await server.inject('/results')).body).toContain('late shell');
    const entry = `/remotes/mfe-auth/${auth.version}/remoteEntry.js`;
    expect((await server.inject(entry)).statusCode).toBe(200);
    expect((await server.inject('/remotes.json')).json()).toMatchObject({ mfe_auth: { entry } });
    await server.close();
    rmSync(late, { recursive: true, force: true });
  });

  it('serves an artefact published by a deploy from the data folder', async () => {
    const published = mkdtempSync(path.join(tmpdir(), 'static-site-published-'));
    const publishedSettings = fixtureSettings(published);
    const artefact = await writeArtefact(
      publishedSettings.publishedArtefactDirs['mfe-admin'],
      { 'remoteEntry.js': 'export const published = true;' },
      fixtureDescription('mfe-admin'),
    );
    const server = Fastify();
    await server.register(serveStaticSite, {
      frontends: publishedSettings,
      remotesManifest: async () => ({}),
    });
    const entry = await server.inject(`/remotes/mfe-admin/${artefact.version}/remoteEntry.js`);
    expect(entry.body).toContain('published = true');
    await server.close();
    rmSync(published, { recursive: true, force: true });
  });
});
