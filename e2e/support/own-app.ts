// An app of a journey's own, for journeys that change what is deployed or need settings of
// their own: `npm start`'s server, or with E2E_TARGET=production the production setup (nginx
// over HTTPS with the run's certificate, two API instances, PostgreSQL, Redis) on a fresh
// database of its own, dropped after. Its environment names the database and the secret, so
// the commands a journey runs (deploy, deployments) act on the same data, and its instances'
// ports are known, so a journey can ask each one directly what it served.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { launchApp, type LaunchedApp } from '@module-feedback/test-support/app';
import { createFreshDatabase, DEFAULT_POSTGRES_ADMIN_URL } from '../../production/fresh-database';
import { ARTIFACTS } from './artifacts';

export const productionTarget = process.env.E2E_TARGET === 'production';

export interface OwnApp extends LaunchedApp {
  /** The secret the app signs its tokens, cookies and preview links with. */
  secret: string;
  /** The API instances' own addresses (production: two behind nginx; otherwise the one). */
  instanceUrls: string[];
}

/** The instances' ports, from the line the production setup prints once it is up. */
async function productionInstancePorts(logName: string): Promise<number[]> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const log = readFileSync(path.join(ARTIFACTS, logName), 'utf8');
    const listed = /API instances on ports ([\d, ]+)/.exec(log)?.[1];
    if (listed) return listed.split(',').map((port) => Number(port.trim()));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the production setup did not name its instances; see e2e/artifacts/${logName}`);
}

export async function launchOwnApp(options: {
  logName: string;
  extraEnv?: NodeJS.ProcessEnv;
}): Promise<OwnApp> {
  const secret = randomBytes(32).toString('base64url');
  const extraEnv = { ...options.extraEnv, JWT_SECRET: secret };
  if (!productionTarget) {
    const app = await launchApp({ ...options, logDir: ARTIFACTS, extraEnv });
    return { ...app, secret, instanceUrls: [app.baseUrl] };
  }
  const database = await createFreshDatabase(
    process.env.POSTGRES_ADMIN_URL || DEFAULT_POSTGRES_ADMIN_URL,
    `module_feedback_e2e_${randomBytes(5).toString('hex')}`,
  );
  let app: LaunchedApp | undefined;
  let ports: number[];
  try {
    app = await launchApp({
      ...options,
      logDir: ARTIFACTS,
      production: true,
      tls: inject('certificate') ?? undefined,
      extraEnv: { ...extraEnv, DATABASE_URL: database.url },
    });
    ports = await productionInstancePorts(options.logName);
  } catch (error) {
    await app?.stop();
    await database.drop();
    throw error;
  }
  return {
    ...app,
    secret,
    instanceUrls: ports.map((port) => `http://127.0.0.1:${port}`),
    async stop() {
      await app!.stop();
      await database.drop();
    },
  };
}

/** How many requests an instance answered on a route, by its metrics (asked directly). */
export async function requestsServed(
  instanceUrl: string,
  method: string,
  route: string,
): Promise<number> {
  const metrics = await (await fetch(`${instanceUrl}/metrics`)).text();
  let total = 0;
  for (const line of metrics.split('\n')) {
    if (!line.startsWith('module_feedback_http_requests_total{')) continue;
    if (line.includes(`method="${method}"`) && line.includes(`route="${route}"`)) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return total;
}
