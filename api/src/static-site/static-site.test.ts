import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRemotesManifest, REMOTES, type RemoteFolder } from '../../../federation/remotes';
import { serveStaticSite } from './index';
import {
  loadStaticSiteSettings,
  StaticSiteConfigError,
  type StaticSiteSettings,
} from './site-settings';

let dir: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  const shellDir = path.join(dir, 'shell');
  write(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  write(path.join(shellDir, 'assets', 'main-abc123.js'), 'export {};');
  const remoteDirs = Object.fromEntries(
    REMOTES.map(({ folder }) => [folder, path.join(dir, folder)]),
  ) as Record<RemoteFolder, string>;
  write(path.join(remoteDirs['mfe-results'], 'remoteEntry.js'), 'export const get = 1;');
  write(path.join(remoteDirs['mfe-results'], 'assets', 'App-x1y2.js'), 'export {};');
  write(
    path.join(remoteDirs['mfe-results'], 'index.html'),
    '<!doctype html><title>standalone</title>',
  );

  const settings: StaticSiteSettings = {
    shellDir,
    remoteDirs,
    remotesManifest: {
      ...defaultRemotesManifest(),
      mfe_admin: 'https://cdn.example.net/admin/remoteEntry.js',
    },
    runtimeConfig: { apiBaseUrl: 'https://api.example.org/' },
  };
  app = Fastify();
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ owner: 'api' }));
    },
    { prefix: '/api' },
  );
  await app.register(serveStaticSite, settings);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('static site', () => {
  it('serves the shell at / with a revalidated cache and a CSP naming the remote and API origins', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.net(;|$)/);
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/cdn\.example\.net https:\/\/api\.example\.org(;|$)/,
    );
    expect(csp).toContain("object-src 'none'");
  });

  it.each(['/results', '/admin', '/no/such/page', '/results/?q=1'])(
    'answers the app route %s with the shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing file with a JSON 404, not the shell', async () => {
    for (const url of [
      '/missing.js',
      '/assets/gone-123.css',
      '/remotes/mfe-results/nope.js',
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

  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a remote under /remotes/<folder>/, its entry revalidated, loadable from other origins', async () => {
    const entry = await get('/remotes/mfe-results/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('export const get');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const chunk = await get('/remotes/mfe-results/assets/App-x1y2.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves a remote's standalone page with the same CSP", async () => {
    const page = await get('/remotes/mfe-results/index.html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the runtime manifest and config, revalidated', async () => {
    const manifest = await get('/remotes.json');
    expect(manifest.json()).toMatchObject({
      mfe_results: '/remotes/mfe-results/remoteEntry.js',
      mfe_admin: 'https://cdn.example.net/admin/remoteEntry.js',
    });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/config.json')).json()).toEqual({ apiBaseUrl: 'https://api.example.org/' });
  });

  it('reports health', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('static site before the builds exist', () => {
  it('serves a build that lands after startup, and says the app is not built until then', async () => {
    const late = mkdtempSync(path.join(tmpdir(), 'static-site-late-'));
    const remoteDirs = Object.fromEntries(
      REMOTES.map(({ folder }) => [folder, path.join(late, folder)]),
    ) as Record<RemoteFolder, string>;
    const server = Fastify();
    await server.register(serveStaticSite, {
      shellDir: path.join(late, 'shell'),
      remoteDirs,
      remotesManifest: defaultRemotesManifest(),
      runtimeConfig: {},
    });
    expect((await server.inject('/results')).statusCode).toBe(503);
    write(path.join(late, 'shell', 'index.html'), '<title>late shell</title>');
    write(path.join(remoteDirs['mfe-auth'], 'remoteEntry.js'), 'export {};');
    expect((await server.inject('/results')).body).toContain('late shell');
    expect((await server.inject('/remotes/mfe-auth/remoteEntry.js')).statusCode).toBe(200);
    await server.close();
    rmSync(late, { recursive: true, force: true });
  });
});

describe('loadStaticSiteSettings', () => {
  it('defaults to the builds in this repository and the default manifest', () => {
    const settings = loadStaticSiteSettings({});
    expect(settings.shellDir).toMatch(/shell[\\/]dist$/);
    expect(settings.remoteDirs['mfe-auth']).toMatch(/mfe-auth[\\/]dist$/);
    expect(settings.remotesManifest).toEqual(defaultRemotesManifest());
    expect(settings.runtimeConfig).toEqual({});
  });

  it('reads REMOTES_MANIFEST and RUNTIME_CONFIG files, filling remotes left out', () => {
    const manifestFile = path.join(dir, 'remotes.json');
    const configFile = path.join(dir, 'config.json');
    writeFileSync(
      manifestFile,
      JSON.stringify({ mfe_results: 'https://cdn.example.net/r/remoteEntry.js' }),
    );
    writeFileSync(configFile, JSON.stringify({ site: { supervisor: 'Dr Grace' } }));
    const settings = loadStaticSiteSettings({
      REMOTES_MANIFEST: manifestFile,
      RUNTIME_CONFIG: configFile,
    });
    expect(settings.remotesManifest).toEqual({
      ...defaultRemotesManifest(),
      mfe_results: 'https://cdn.example.net/r/remoteEntry.js',
    });
    expect(settings.runtimeConfig).toEqual({ site: { supervisor: 'Dr Grace' } });
  });

  it('refuses a manifest naming an unknown remote, or that is not JSON', () => {
    const typo = path.join(dir, 'typo.json');
    writeFileSync(typo, JSON.stringify({ mfe_result: '/x.js' }));
    expect(() => loadStaticSiteSettings({ REMOTES_MANIFEST: typo })).toThrow(
      /unknown remote\(s\) mfe_result/,
    );
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{ nope');
    expect(() => loadStaticSiteSettings({ REMOTES_MANIFEST: broken })).toThrow(
      StaticSiteConfigError,
    );
    expect(() => loadStaticSiteSettings({ RUNTIME_CONFIG: path.join(dir, 'absent.json') })).toThrow(
      StaticSiteConfigError,
    );
  });
});
