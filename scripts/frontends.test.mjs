import { describe, expect, it } from 'vitest';
import { productionBuildEnv } from './frontends.mjs';

describe('productionBuildEnv', () => {
  it('builds for production even when started from a test runner', () => {
    const env = productionBuildEnv({
      PATH: '/usr/bin',
      NODE_ENV: 'test',
      VITEST: 'true',
      VITEST_POOL_ID: '1',
      JEST_WORKER_ID: '2',
      PORT: '8080',
    });
    expect(env).toEqual({ PATH: '/usr/bin', PORT: '8080', NODE_ENV: 'production' });
  });
});
