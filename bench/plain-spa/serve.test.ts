import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from '@module-feedback/federation/vite';
import { serveBuild, type ServedSite } from './serve';

let dir: string;
let site: ServedSite;

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
  site = await serveBuild(dir);
});

afterAll(async () => {
  await site.stop();
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
});
