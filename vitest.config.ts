// `npm run test:unit`: every workspace's unit and component tests in one run.
// The API's HTTP suite against real databases is separate (`npm run test:api`).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A test file per core: vitest's default leaves one core to its own process, which
    // mostly waits, so on two cores the files ran one at a time.
    maxWorkers: availableParallelism(),
    projects: [
      'shared',
      {
        test: {
          name: 'api',
          root: 'api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'federation',
          root: 'federation',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          root: 'bench',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'test-support',
          root: 'test-support',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'production',
          root: 'production',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      'shell',
      'mfe-results',
      'mfe-feedback',
      'mfe-admin',
      'mfe-auth',
    ],
  },
});
