import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from '@module-feedback/federation/vite';
import { helmetHeaders } from '@module-feedback/api/security-headers';
import { serveBuild, type ServedSite } from './serve';

let dir: string;
let site: ServedSite;
/** Stands in for the app's API. */
let api: FastifyInstance;

/** Text above the precompression threshold, as real build output is. */
const text = (line: string) =>
  `${line}\n`.repeat(Math.ceil((2 * PRECOMPRESS_MIN_BYTES) / line.length));
const PAGE = `<!doctype html><title>reference</title>${text('<!-- page -->')}`;
const CHUNK = text('export const chunk = "main";');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'plain-spa-serve-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), CHUNK);
  await precompressDirectory(dir);
  api = Fastify();
  api.get('/api/modules/', async (request) => [{ code: 'CS3001', asked: request.url }]);
  site = await serveBuild(dir, { apiOrigin: await api.listen({ host: '127.0.0.1', port: 0 }) });
});

afterAll(async () => {
  await site.stop();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, acceptEncoding: string) =>
  fetch(new URL(pathname, site.baseUrl), { headers: { 'accept-encoding': acceptEncoding } });

describe('serveBuild', () => {
  it('listens on a loopback address', () => {
    expect(new URL(site.baseUrl).hostname).toBe('127.0.0.1');
  });

  it('sends the brotli variant to a browser that accepts it, and says it varies', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(CHUNK);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get('/assets/index-abc123.js', 'identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(CHUNK);
  });

  it('caches hashed assets for good', async () => {
    const response = await get('/assets/index-abc123.js', 'br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html at / compressed, to be revalidated on every visit', async () => {
    const response = await get('/', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(PAGE);
  });

  it("serves index.html at a page's address too, and a missing asset as 404", async () => {
    const page = await get('/results', 'identity');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(PAGE);
    expect((await get('/assets/missing-abc123.js', 'identity')).status).toBe(404);
  });

  it("sends the app's security headers with every answer", async () => {
    const expected = helmetHeaders('http');
    for (const pathname of ['/', '/results', '/assets/index-abc123.js']) {
      const response = await get(pathname, 'br');
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${name} of ${pathname}`).toBe(value);
    }
    expect(expected['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("passes GET /api/… on to the app's server, query included", async () => {
    const response = await get('/api/modules/?year=2026', 'identity');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual([{ code: 'CS3001', asked: '/api/modules/?year=2026' }]);
  });
});
