// The app exactly as `npm start` runs it (node scripts/start.mjs: build what is stale, then
// serve) on a free loopback port with a fresh data folder, once /health answers; or the
// production setup (production/start.ts: nginx in front of two API instances on a fresh
// PostgreSQL database and Redis), over HTTPS with a certificate made for the run. The journeys'
// global setup and the frontend benchmark both start it here, so the benchmark measures
// exactly what the journeys test.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_ROUTES } from '@module-feedback/shared/contracts';
import { STAFF, type Credentials } from '../accounts/credentials';
import {
  issuerAt,
  startIdentityProvider,
  type IdentityProvider,
} from '../identity-provider/identity-provider';
import { startMailCatcher } from '../mail/mail-capture';
import { freePort } from '../network/free-port';
import { selfSignedCertificate, type TestCertificate } from './tls-certificate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = '127.0.0.1';
/** Builds of all five frontends on a busy 2-core machine can take minutes. */
const STARTUP_TIMEOUT_MS = 600_000;
/** Longer than the server's own shutdown deadline (SHUTDOWN_TIMEOUT_MS, 10 s). */
const STOP_TIMEOUT_MS = 30_000;

async function waitForHealth(baseUrl: string, server: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`npm start exited with ${server.exitCode}; see ${log}`);
    }
    try {
      // Over HTTPS, plain HTTP answers with its redirect once everything is up.
      const response = await fetch(`${baseUrl}/health`, { redirect: 'manual' });
      if (response.ok || response.status === 308) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not become healthy in time; see ${log}`);
}

function createStaff(env: NodeJS.ProcessEnv) {
  execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'create-staff',
      '-w',
      'api',
      '--',
      '--username',
      STAFF.username,
      '--password',
      STAFF.password,
    ],
    { cwd: ROOT, env, stdio: 'ignore' },
  );
}

export interface LaunchedApp {
  baseUrl: string;
  /** With TLS: where plain HTTP is answered (with a redirect to baseUrl). */
  plainHttpUrl?: string;
  /** The environment the app runs with, for commands that must act on its data. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** The folder its output goes to (created when missing). */
  logDir: string;
  /** The file in logDir its output goes to. */
  logName?: string;
  /** The production setup instead of `npm start`. */
  production?: boolean;
  extraEnv?: NodeJS.ProcessEnv;
  /** The production setup over HTTPS with this certificate. */
  tls?: TestCertificate;
}

/** The app on a free loopback port with a fresh data folder, once /health answers. */
export async function launchApp({
  logDir,
  logName = 'server.log',
  production = false,
  extraEnv = {},
  tls,
}: LaunchOptions): Promise<LaunchedApp> {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, logName);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'module-feedback-e2e-'));
  const port = await freePort(HOST);
  const plainHttpUrl = `http://${HOST}:${port}`;
  const httpsPort = tls && (await freePort(HOST));
  const baseUrl = httpsPort ? `https://${HOST}:${httpsPort}` : plainHttpUrl;
  const env = {
    ...(tls && {
      TLS_CERTIFICATE: tls.certificate,
      TLS_KEY: tls.key,
      HTTPS_PORT: String(httpsPort),
    }),
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'false',
    // Journeys sign up many students from one address within minutes.
    RATE_LIMIT_SIGNUP_MAX: '1000',
    RATE_LIMIT_LOGIN_MAX: '1000',
    // A catalogue, so the results show their module details links (never followed).
    MODULE_DETAILS_URL: `${plainHttpUrl}/catalogue/{year}/{code}`,
    ...extraEnv,
  };

  const log = createWriteStream(logFile);
  const command = production
    ? [
        '--import',
        'tsx',
        path.join(ROOT, 'production', 'start.ts'),
        '--staff',
        `${STAFF.username}:${STAFF.password}`,
      ]
    : [path.join(ROOT, 'scripts', 'start.mjs')];
  // Its own process group, so stopping it stops everything the command started.
  const server = spawn(process.execPath, command, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const kill = (signal: NodeJS.Signals) => {
    try {
      if (server.pid) process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      kill('SIGTERM');
      // A server that does not close in time is killed: the run always ends.
      const deadline = setTimeout(() => kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(deadline);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(plainHttpUrl, server, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, ...(tls && { plainHttpUrl }), env, stop };
}

/** The app's client at the test identity provider. */
const SIGN_ON_CLIENT = {
  clientId: 'module-feedback-e2e',
  clientSecret: 'e2e client secret, long enough',
};

export interface StartedApp {
  baseUrl: string;
  /** The staff account it has. */
  staff: Credentials;
  /** Its data folder (the SQLite file), for tools that write to it directly. */
  dataDir: string;
  /** Over HTTPS: its plain-HTTP address (it redirects) and the run's certificate. */
  plainHttpUrl: string | null;
  certificate: TestCertificate | null;
  /** Where every mail it sends lands, as .eml files (caught by a real SMTP server). */
  mailDir: string;
  /** The test identity provider its single sign-on uses; null for production. */
  identityProvider: { issuer: string } | null;
  /** Stops it and everything started beside it, and removes their folders. */
  stop(): Promise<void>;
}

/**
 * The app with what it talks to: a real SMTP server catching its mail, and (not for
 * production) a real OpenID Connect provider for the university sign-in; with the staff
 * account created.
 */
export async function startApp({
  logDir,
  production = false,
}: {
  logDir: string;
  production?: boolean;
}): Promise<StartedApp> {
  const certificateDir = production
    ? mkdtempSync(path.join(tmpdir(), 'module-feedback-e2e-tls-'))
    : undefined;
  const tls = certificateDir ? selfSignedCertificate(certificateDir) : undefined;
  // The journeys' fetch runs in worker processes started after this: they trust it.
  if (tls) process.env.NODE_EXTRA_CA_CERTS = tls.certificate;
  // Mail goes through a real SMTP server (as a deployment's would), which drops each
  // message where the journeys read it.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'module-feedback-e2e-mail-'));
  const mail = await startMailCatcher(mailDir);
  // The identity provider's port is fixed before the app starts, so the app knows its issuer;
  // the provider starts once the app's address (its callback) is known.
  const providerPort = production ? undefined : await freePort(HOST);
  const signOnEnv =
    providerPort === undefined
      ? {}
      : {
          OIDC_ISSUER: issuerAt(providerPort),
          OIDC_CLIENT_ID: SIGN_ON_CLIENT.clientId,
          OIDC_CLIENT_SECRET: SIGN_ON_CLIENT.clientSecret,
          OIDC_STUDENT_NUMBER_CLAIM: 'student_number',
          OIDC_STAFF_CLAIM: 'roles',
        };
  let app: LaunchedApp | undefined;
  let provider: IdentityProvider | undefined;
  const stop = async () => {
    await app?.stop();
    await provider?.close();
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
    if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
  };
  try {
    app = await launchApp({
      logDir,
      production,
      logName: production ? 'production.log' : 'server.log',
      extraEnv: { SMTP_URL: mail.url, ...signOnEnv },
      tls,
    });
    if (providerPort !== undefined) {
      provider = await startIdentityProvider({
        port: providerPort,
        ...SIGN_ON_CLIENT,
        redirectUris: [new URL(ACCOUNT_ROUTES.signOnCallback, app.baseUrl).toString()],
        claims: { 'e2e-lecturer': { roles: ['staff'] } },
      });
    }
    // The production setup creates it itself (--staff), in its own database.
    if (!production) createStaff(app.env);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseUrl: app.baseUrl,
    staff: STAFF,
    dataDir: String(app.env.DATA_DIR),
    plainHttpUrl: app.plainHttpUrl ?? null,
    certificate: tls ?? null,
    mailDir,
    identityProvider: provider ? { issuer: provider.issuer } : null,
    stop,
  };
}
