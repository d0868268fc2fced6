// Decides whether the PostgreSQL half of the suite, and the tests that need Redis, run.
// With CI=true an unreachable server fails the run; elsewhere those tests are skipped
// with a loud message.
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
    redisUrl: string | null;
  }
}

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisReachable(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    redis.disconnect();
  }
}

function unreachable(what: string, host: string, problem: string, variable: string) {
  const message = `${what} at ${host} is not reachable (${problem}).`;
  if (process.env.CI === 'true') throw new Error(`${message} CI requires it.`);
  console.warn(
    `\n${'!'.repeat(78)}\n!! ${message}\n!! THE TESTS THAT NEED ${what.toUpperCase()} ARE SKIPPED. Set ${variable}.\n${'!'.repeat(78)}\n`,
  );
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const problem = await reachable(url);
  if (problem !== null) unreachable('PostgreSQL', new URL(url).host, problem, 'TEST_POSTGRES_URL');
  project.provide('postgresAdminUrl', problem === null ? url : null);

  const redisUrl = process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;
  const redisProblem = await redisReachable(redisUrl);
  if (redisProblem !== null) {
    unreachable('Redis', new URL(redisUrl).host, redisProblem, 'TEST_REDIS_URL');
  }
  project.provide('redisUrl', redisProblem === null ? redisUrl : null);
}
