// Starts the app exactly as `npm start` does, with a real SMTP server catching its mail and a
// real OpenID Connect provider for the university sign-in (test-support's startApp), and hands
// the base URL and staff credentials to every journey. Server output: e2e/artifacts/server.log.
// With E2E_TARGET=production it starts the production setup instead (production/start.ts:
// nginx in front of two API instances on a fresh PostgreSQL database and Redis), over HTTPS
// with a certificate made for the run, which the journeys' fetch and chromium trust.
import type { TestProject } from 'vitest/node';
import type { Credentials } from '@module-feedback/test-support/accounts';
import { startApp } from '@module-feedback/test-support/app';
import type { TestCertificate } from '@module-feedback/test-support/tls-certificate';
import { ARTIFACTS } from './artifacts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    staffCredentials: Credentials;
    /** The app's data folder (the SQLite file), for tools that write to it directly. */
    dataDir: string;
    /** Over HTTPS: the app's plain-HTTP address (it redirects) and its certificate's key hash. */
    plainHttpUrl: string | null;
    certificateSpki: string | null;
    /** Over HTTPS: the run's certificate, for journeys that start a production setup of their own. */
    certificate: TestCertificate | null;
    /** Where every mail the app sends lands, as .eml files (caught by a real SMTP server). */
    mailDir: string;
    /** The test identity provider the app's single sign-on uses; null for production. */
    identityProvider: { issuer: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const app = await startApp({
    logDir: ARTIFACTS,
    production: process.env.E2E_TARGET === 'production',
  });
  project.provide('baseUrl', app.baseUrl);
  project.provide('staffCredentials', app.staff);
  project.provide('dataDir', app.dataDir);
  project.provide('plainHttpUrl', app.plainHttpUrl);
  project.provide('certificateSpki', app.certificate?.spki ?? null);
  project.provide('certificate', app.certificate);
  project.provide('mailDir', app.mailDir);
  project.provide('identityProvider', app.identityProvider);
  return app.stop;
}
