import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    root: '/work/main/e2e',
    environment: 'node',
    include: ['journeys/feedback.e2e.ts', 'journeys/admin.e2e.ts'],
    globalSetup: ['/work/main/e2e/.tmp-local/setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
