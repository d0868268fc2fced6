// Where rate-limit counters live. With REDIS_URL every instance counts in the same Redis,
// so a limit holds for the whole deployment rather than per instance (N instances would
// otherwise allow N times the limit). Without it, counters stay in this process, as
// suits the embedded default of one instance, and the log says so.
//
// Redis failing must not take the API down with it: commands time out quickly, are not
// queued while disconnected, and a request whose count cannot be read is let through
// (logged once per outage, like the database's).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

const REDIS_TIMEOUT_MS = 1_000;

export async function registerRateLimits(app: FastifyInstance, config: AppConfig) {
  if (!config.redisUrl) {
    app.log.info(
      'rate limits are counted in this process only; set REDIS_URL to share them between instances',
    );
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  let failing = false;
  redis.on('error', (error: Error) => {
    if (failing) return;
    failing = true;
    app.log.warn(`rate limits unavailable, requests are let through: Redis: ${error.message}`);
  });
  redis.on('ready', () => {
    if (failing) app.log.info('rate limits counted in Redis again');
    failing = false;
  });
  // An unreachable Redis at start-up is not fatal: ioredis keeps reconnecting.
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.redisKeyPrefix}rate-limit:`,
    skipOnError: true,
  });
}
