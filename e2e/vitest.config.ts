// `npm run test -w e2e`: journeys in a real browser against the app as `npm start` runs it.
// With E2E_TARGET=production the journeys that cross what the production setup changes
// (nginx serving files and addresses, two API instances, PostgreSQL, Redis) run through it;
// the others test the frontends themselves and would only repeat what they prove.
import { defineConfig } from 'vitest/config';

const PRODUCTION_JOURNEYS = [
  'auth',
  'feedback',
  'results',
  'admin',
  'session',
  'reload',
  'federation',
  'feedback-draft',
  'tls',
  'canary',
];
/** What only the production setup has (HTTPS): not part of the run against `npm start`. */
const PRODUCTION_ONLY = ['tls'];

const production = process.env.E2E_TARGET === 'production';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: production
      ? PRODUCTION_JOURNEYS.map((name) => `journeys/${name}.e2e.ts`)
      : ['journeys/**/*.e2e.ts'],
    exclude: production ? [] : PRODUCTION_ONLY.map((name) => `journeys/${name}.e2e.ts`),
    globalSetup: ['support/global-setup.ts'],
    // One app, one browser at a time: the machine is small and journeys share the server.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
