import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { httpClient, setAccessTokenSource, setApiBaseUrl } from './http-client';

/** Sends a request through the real interceptors and returns what would go on the wire. */
async function captureRequest(): Promise<InternalAxiosRequestConfig> {
  let seen: InternalAxiosRequestConfig | undefined;
  await httpClient.get('/api/modules/', {
    adapter: async (config) => {
      seen = config;
      return { data: [], status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return seen!;
}

describe('httpClient', () => {
  afterEach(() => {
    setAccessTokenSource(() => null);
    setApiBaseUrl('');
  });

  it('sends JSON and never times out', async () => {
    const request = await captureRequest();
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.timeout).toBe(0);
  });

  it('adds the bearer header only when signed in', async () => {
    expect((await captureRequest()).headers.has('Authorization')).toBe(false);
    setAccessTokenSource(() => 'abc.def.ghi');
    expect((await captureRequest()).headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('uses the configured API origin', async () => {
    setApiBaseUrl('https://api.example.test');
    expect((await captureRequest()).baseURL).toBe('https://api.example.test');
  });
});
