// `npm run test:api`: the HTTP suite against real listening servers, on SQLite and on
// PostgreSQL (see test/support/global-setup.ts for how PostgreSQL is found).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-http',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // A test file per core (vitest's default leaves one to its own process, which mostly
    // waits): each file starts its own servers on their own databases.
    maxWorkers: availableParallelism(),
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
