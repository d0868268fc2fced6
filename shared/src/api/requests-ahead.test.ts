import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient, setAccessTokenSource, setApiBaseUrl } from './http-client';
import { AHEAD_KEPT_MS, getAheadOrNow, requestAhead } from './requests-ahead';

/** Answers each GET with its URL and a serial number; the first request of a path in `failOnce` fails. */
function server(failOnce = new Set<string>()) {
  const sent: InternalAxiosRequestConfig[] = [];
  const original = httpClient.defaults.adapter;
  httpClient.defaults.adapter = async (config) => {
    sent.push(config);
    if (failOnce.delete(config.url ?? '')) throw new Error('network down');
    const data = { url: config.url, serial: sent.length };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { sent, restore: () => void (httpClient.defaults.adapter = original) };
}

// Each test its own path: what one test requested ahead and left is no other test's business.
let tests = 0;
const freshPath = () => `/api/test-${++tests}/`;

describe('requests ahead', () => {
  beforeAll(() => setApiBaseUrl(''));

  let wire: ReturnType<typeof server>;
  let token: string | null;
  let path: string;
  beforeEach(() => {
    token = null;
    setAccessTokenSource(() => token);
    path = freshPath();
  });
  afterEach(() => {
    wire.restore();
    vi.useRealTimers();
    setAccessTokenSource(() => null);
  });

  it('gives the page the answer requested ahead, without asking the server again', async () => {
    wire = server();
    requestAhead([path]);
    const { data } = await getAheadOrNow(path);
    expect(data).toEqual({ url: path, serial: 1 });
    expect(wire.sent).toHaveLength(1);
  });

  it('gives it once: a later call is a request of its own', async () => {
    wire = server();
    requestAhead([path]);
    await getAheadOrNow(path);
    const { data } = await getAheadOrNow(path);
    expect(data).toEqual({ url: path, serial: 2 });
  });

  it('does not ask twice for a path already on its way', async () => {
    wire = server();
    const other = freshPath();
    requestAhead([path, other]);
    requestAhead([path]);
    await Promise.all([getAheadOrNow(path), getAheadOrNow(other)]);
    expect(wire.sent.map((config) => config.url)).toEqual([path, other]);
  });

  it('asks the server when the answer has waited too long', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    wire = server();
    requestAhead([path]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.setSystemTime(Date.now() + AHEAD_KEPT_MS);
    const { data } = await getAheadOrNow(path);
    expect(data).toEqual({ url: path, serial: 2 });
  });

  it('sends no credentials: the data is the same for everyone, and a stored sign-in may be stale', async () => {
    wire = server();
    token = 'signed-in';
    requestAhead([path]);
    await getAheadOrNow(path);
    await getAheadOrNow(path);
    expect(wire.sent[0]!.headers.get('Authorization')).toBe(false);
    expect(wire.sent[1]!.headers.get('Authorization')).toBe('Bearer signed-in');
  });

  it('tries again itself when the early request failed', async () => {
    wire = server(new Set([path]));
    requestAhead([path]);
    const { data } = await getAheadOrNow(path);
    expect(data).toEqual({ url: path, serial: 2 });
  });
});

describe('requests ahead before the shell knows where the API is', () => {
  it('waits for the address, then asks there', async () => {
    vi.resetModules();
    const client = await import('./http-client');
    const ahead = await import('./requests-ahead');
    const sent: string[] = [];
    client.httpClient.defaults.adapter = async (config) => {
      sent.push(client.httpClient.getUri(config));
      return { data: null, status: 200, statusText: 'OK', headers: {}, config };
    };
    ahead.requestAhead(['/api/modules/']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    client.setApiBaseUrl('https://api.example.org');
    await ahead.getAheadOrNow('/api/modules/');
    expect(sent).toEqual(['https://api.example.org/api/modules/']);
  });
});
