import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRECOMPRESS_MIN_BYTES,
  precompressBuild,
  precompressDirectory,
} from '@module-feedback/federation/vite';
import type { FrontendSettings } from '../config';
import type { DatabaseConnection } from '../db/database';
import { pinCheckoutBuilds } from '../deployments/checkout-builds';
import { readLiveState } from '../deployments/live-state';
import { serveStaticSite } from './index';
import {
  fixtureDatabase,
  fixtureDescription,
  fixtureSettings,
  writeArtefact,
  writeFile,
  writeShellBuild,
  BROWSER_ID_SECRET,
} from './site-fixture';
import { storedFiles } from './stored-files';

let dir: string;
let settings: FrontendSettings;
let resultsDir: string;
let resultsPath: string;
let app: FastifyInstance;
let connection: DatabaseConnection;

/** Text that compresses well and sits above the threshold, like real build output. */
const text = (line: string) =>
  `${line}\n`.repeat(Math.ceil((2 * PRECOMPRESS_MIN_BYTES) / line.length));
const SHELL_PAGE = `<!doctype html><title>shell</title>${text('<!-- shell page -->')}`;
const CHUNK = text('export const chunk = "main";');
const REMOTE_ENTRY = text('export const get = () => import("./assets/App-x1y2.js");');

const write = writeFile;
const inShell = (file: string) => path.join(settings.shellDir, file);
const inResults = (file: string) => path.join(resultsDir, file);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-site-precompressed-'));
  settings = fixtureSettings(dir, { runtimeConfig: { apiBaseUrl: 'https://api.example.org/' } });
  write(inShell('index.html'), SHELL_PAGE);
  write(inShell('assets/main-abc123.js'), CHUNK);
  write(inShell('assets/tiny-abc123.js'), 'export {};');
  write(inShell('assets/logo-abc123.png'), text('not really a png'));
  // Already compressed data (a minified bundle can hold such strings) does not shrink.
  write(inShell('assets/noise-abc123.js'), randomBytes(4 * PRECOMPRESS_MIN_BYTES));
  // Files a deployer may have left in the build; the server's own answers must win.
  write(inShell('remotes.json'), text('{"stale": "manifest"}'));
  write(inShell('config.json'), text('{"stale": "config"}'));
  await precompressDirectory(settings.shellDir);
  writeShellBuild(settings.shellDir, {});
  const artefactFiles = {
    'remoteEntry.js': REMOTE_ENTRY,
    'mf-manifest.json': text('{"name": "mfe_results"}'),
  };
  // Compressed the way a build does: before packaging.
  const staging = path.join(dir, 'results-build');
  for (const [file, content] of Object.entries(artefactFiles))
    write(path.join(staging, file), content);
  await precompressDirectory(staging);
  const compressed = Object.fromEntries(
    Object.keys(artefactFiles).flatMap((file) =>
      ['', '.br', '.gz'].map((extension) => [
        file + extension,
        readFileSync(path.join(staging, file + extension)),
      ]),
    ),
  );
  const artefact = await writeArtefact(
    settings.remoteBuildDirs['mfe-results'],
    compressed,
    fixtureDescription('mfe-results'),
  );
  resultsDir = path.join(settings.remoteBuildDirs['mfe-results'], artefact.version);
  resultsPath = `/remotes/mfe-results/${artefact.version}/`;

  connection = await fixtureDatabase(path.join(dir, 'data'));
  await pinCheckoutBuilds({ db: connection.db, settings, warn() {} }, { info() {}, warn() {} });

  app = Fastify();
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

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const BROWSER = 'gzip, deflate, br, zstd';

describe('precompressDirectory', () => {
  it('writes brotli and gzip variants that decode to the original file', () => {
    const original = readFileSync(inShell('assets/main-abc123.js'));
    const br = readFileSync(inShell('assets/main-abc123.js.br'));
    const gz = readFileSync(inShell('assets/main-abc123.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length);
    expect(existsSync(inShell('index.html.br'))).toBe(true);
    expect(existsSync(inResults('mf-manifest.json.gz'))).toBe(true);
  });

  it('leaves out small files, other file types and files that do not shrink', () => {
    for (const file of ['tiny-abc123.js', 'logo-abc123.png', 'noise-abc123.js']) {
      expect(existsSync(inShell(`assets/${file}.br`)), file).toBe(false);
      expect(existsSync(inShell(`assets/${file}.gz`)), file).toBe(false);
    }
  });
});

describe('precompressBuild', () => {
  const runHook = async (outDir: string, watchMode: boolean) => {
    const hook = precompressBuild().writeBundle;
    if (typeof hook !== 'object' || !hook) throw new Error('expected an ordered writeBundle hook');
    const context = { meta: { watchMode } } as ThisParameterType<typeof hook.handler>;
    const output = { dir: outDir } as Parameters<typeof hook.handler>[0];
    await hook.handler.call(context, output, {});
  };

  it('compresses a build once it is written, but not a watch rebuild', async () => {
    const build = path.join(dir, 'build');
    write(path.join(build, 'assets', 'app.js'), CHUNK);
    await runHook(build, true);
    expect(existsSync(path.join(build, 'assets', 'app.js.br'))).toBe(false);
    await runHook(build, false);
    expect(existsSync(path.join(build, 'assets', 'app.js.br'))).toBe(true);
  });
});

describe('static site with precompressed builds', () => {
  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/assets/main-abc123.js', BROWSER);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    // The type of the file itself, not of its compressed form.
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gz = await get('/assets/main-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the file as it is to a client that accepts no encoding, and says it varies', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/main-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.body).toBe(CHUNK);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it.each([
    ['gzip;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.2', 'gzip'],
    ['br, gzip;q=0', 'br'],
    ['identity', undefined],
  ])('honours the q-values of Accept-Encoding: %s', async (acceptEncoding, encoding) => {
    const response = await get('/assets/main-abc123.js', acceptEncoding);
    expect(response.headers['content-encoding']).toBe(encoding);
    const body =
      encoding === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    expect(body.toString()).toBe(CHUNK);
  });

  it('keeps the cache headers of each file whichever variant it sends', async () => {
    const chunk = await get('/assets/main-abc123.js', BROWSER);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.vary).toMatch(/accept-encoding/i);

    for (const url of [`${resultsPath}remoteEntry.js`, `${resultsPath}mf-manifest.json`]) {
      const response = await get(url, BROWSER);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
    }
    const entry = await get(`${resultsPath}remoteEntry.js`, BROWSER);
    expect(brotliDecompressSync(entry.rawPayload).toString()).toBe(REMOTE_ENTRY);
  });

  it.each(['/', '/results'])(
    'answers %s with the shell page (made for each request: its nonce) compressed, with its CSP',
    async (url) => {
      const response = await get(url, BROWSER);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(gunzipSync(response.rawPayload).toString()).toContain('<!-- shell page -->');

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<!-- shell page -->');
    },
  );

  it('serves its own runtime manifest and config, never a file left in the build', async () => {
    const manifest = await get('/remotes.json', BROWSER);
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.json()).toEqual((await readLiveState(connection.db)).manifest);
    expect(manifest.json()).toHaveProperty('mfe_results');
    const config = await get('/config.json', BROWSER);
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.json()).toEqual({ apiBaseUrl: 'https://api.example.org/' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });
});
