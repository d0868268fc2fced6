// `npm run test:api`: the HTTP suite against real listening servers, on SQLite and on
// PostgreSQL (see test/support/global-setup.ts for how PostgreSQL is found).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-http',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
