// Rate limits shared by every instance through Redis: with two instances on one database
// the 21st wrong password within a minute is refused, whichever instance receives it.
// Each run writes under its own key prefix and deletes only those keys afterwards.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { uniqueName } from './support/fixtures';
import type { Client } from './support/http';
import { startInstancePair, startScenario, type InstancePair } from './support/scenario';
import { targets } from './support/server';

const LOGIN_MAX = 20;
const redisUrl = inject('redisUrl');

function limitedBy(url: string, prefix: string): Partial<AppConfig> {
  const rule = (max: number) => ({ max, windowMs: 60_000 });
  return {
    redisUrl: url,
    redisKeyPrefix: prefix,
    rateLimits: {
      loginPerAccount: rule(LOGIN_MAX),
      loginPerAddress: rule(300),
      refresh: rule(120),
      signup: rule(60),
      reports: rule(10),
      helpfulVotes: rule(10),
      remoteReports: rule(30),
    },
  };
}

/** The keys this run wrote; removed afterwards (never more: Redis is shared). */
async function keysUnder(url: string, prefix: string, remove = false): Promise<string[]> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (remove && keys.length > 0) await redis.del(...keys);
    return keys;
  } finally {
    redis.disconnect();
  }
}

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  describe.each(targets())('two instances on %s', (target) => {
    const prefix = `mf-test:${randomBytes(6).toString('hex')}:`;
    let pair: InstancePair;

    beforeAll(async () => {
      const config = limitedBy(redisUrl!, prefix);
      pair = await startInstancePair(target, config, config);
    });
    afterAll(async () => {
      await pair?.close();
      await keysUnder(redisUrl!, prefix, true);
    });

    const wrongPassword = (api: Client, username: string) =>
      api.post('/api/accounts/token/', { username, password: 'not the password' });

    it.each(['first', 'second'] as const)(
      'refuses the 21st wrong password when it reaches the %s instance',
      async (last) => {
        const username = uniqueName('guess');
        const instances = [pair.viaFirst, pair.viaSecond];
        for (let attempt = 0; attempt < LOGIN_MAX; attempt++) {
          expect((await wrongPassword(instances[attempt % 2]!, username)).status).toBe(401);
        }
        const refused = await wrongPassword(
          last === 'first' ? pair.viaFirst : pair.viaSecond,
          username,
        );
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ statusCode: 429 });
        expect((await keysUnder(redisUrl!, prefix)).length).toBeGreaterThan(0);
      },
    );
  });
});

describe('an unreachable Redis', () => {
  it('lets requests through instead of failing them', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const { server, api } = await startScenario(
      'sqlite',
      limitedBy(`redis://127.0.0.1:${closedPort}`, 'mf-test:unreachable:'),
    );
    try {
      const reply = await api.post('/api/accounts/token/', {
        username: uniqueName('nobody'),
        password: 'not the password',
      });
      expect(reply.status).toBe(401);
      expect((await api.get('/api/modules/')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
