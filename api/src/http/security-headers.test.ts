import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addSecurityHeaders, helmetHeaders, policyForScheme } from './security-headers';
import { trustProxyOption } from './trust-proxy';

async function answer(trustProxy: string[] | false, headers: Record<string, string> = {}) {
  const app = Fastify({ trustProxy: trustProxyOption(trustProxy && { addresses: trustProxy }) });
  addSecurityHeaders(app);
  app.get('/thing', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/thing', headers });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it('over plain HTTP: no Strict-Transport-Security, no upgrade-insecure-requests', async () => {
    const headers = await answer(false);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(String(headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('over HTTPS as a trusted proxy reports it: both', async () => {
    const headers = await answer(['127.0.0.1'], { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const headers = await answer(false, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds upgrade-insecure-requests to a page policy over HTTPS only', () => {
    expect(policyForScheme("default-src 'self'", 'http')).toBe("default-src 'self'");
    expect(policyForScheme("default-src 'self'", 'https')).toBe(
      "default-src 'self'; upgrade-insecure-requests",
    );
    expect(Object.keys(helmetHeaders('https'))).toEqual(
      expect.arrayContaining([...Object.keys(helmetHeaders('http')), 'strict-transport-security']),
    );
  });
});
