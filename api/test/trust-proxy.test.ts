// Behind a reverse proxy the client's address comes from X-Forwarded-For, but only the
// part the trusted proxies wrote: a client that makes up the rest of the header cannot
// reset a per-address rate limit.
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../src/http/trust-proxy';
import { client } from './support/http';
import { startServer, targets, type TestServer } from './support/server';

const LIMIT = 3;

describe.each(targets())('X-Forwarded-For on %s', (target) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Login attempts through a "proxy" that appends `clientAddress` to what the client sent. */
  async function attempts(trustProxy: TrustProxy, clientAddress: string, count: number) {
    server ??= await startServer(target, {
      trustProxy,
      rateLimits: {
        loginPerAccount: { max: 10_000, windowMs: 60_000 },
        loginPerAddress: { max: LIMIT, windowMs: 60_000 },
        refresh: { max: 10_000, windowMs: 60_000 },
        signup: { max: 10_000, windowMs: 60_000 },
        reports: { max: 10_000, windowMs: 60_000 },
        helpfulVotes: { max: 10_000, windowMs: 60_000 },
        remoteReports: { max: 10_000, windowMs: 60_000 },
      },
    });
    const api = client(server.url);
    const statuses = [];
    for (let i = 0; i < count; i++) {
      const spoofed = `203.0.113.${i + 1}`; // a new made-up address every time
      const reply = await api.post(
        '/api/accounts/token/',
        { username: `nobody${i}`, password: 'wrong password' },
        { headers: { 'x-forwarded-for': `${spoofed}, ${clientAddress}` } },
      );
      statuses.push(reply.status);
    }
    return statuses;
  }

  it.each<[string, TrustProxy]>([
    ['a hop count', { hops: 1 }],
    ['the proxy address', { addresses: ['127.0.0.1'] }],
    ['a CIDR range of proxies', { addresses: ['127.0.0.0/8'] }],
  ])(
    'trusting %s, limits the address the proxy saw, whatever the client adds',
    async (_, trust) => {
      expect(await attempts(trust, '198.51.100.7', LIMIT + 2)).toEqual([401, 401, 401, 429, 429]);
      // Another client behind the same proxy has a limit of its own.
      expect(await attempts(trust, '198.51.100.8', 1)).toEqual([401]);
    },
  );

  it('ignores the header from a peer that is not a trusted proxy', async () => {
    const untrusted: TrustProxy = { addresses: ['192.0.2.1'] };
    expect(await attempts(untrusted, '198.51.100.9', LIMIT)).toEqual([401, 401, 401]);
    // Every request counted against the peer itself, whatever the header says.
    expect(await attempts(untrusted, '198.51.100.10', 1)).toEqual([429]);
  });
});
