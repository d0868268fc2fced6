// Starts the real app on a fresh database (a temporary SQLite file, or a PostgreSQL
// database created for this run and dropped afterwards), listening on 127.0.0.1:0.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { connectDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

export type Target = 'sqlite' | 'postgres';

/** The databases this run covers: SQLite always, PostgreSQL when reachable (always on CI). */
export function targets(): Target[] {
  return inject('postgresAdminUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Cheap hashing for tests only; production keeps the strong defaults. */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server's maintenance database. */
export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl')! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A temporary data folder, plus (for PostgreSQL) a database of its own. */
export async function createTestDatabase(target: Target): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mf-api-test-'));
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  if (target === 'postgres') {
    databaseName = `mf_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(inject('postgresAdminUrl')!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    async drop() {
      if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * With `shared`, the server uses that database and leaves dropping it to the caller
 * (several servers on one database behave like several instances of the product).
 */
export async function startServer(
  target: Target,
  overrides: Partial<AppConfig> = {},
  shared?: TestDatabase,
): Promise<TestServer> {
  const { dataDir, databaseUrl, drop } = shared ?? (await createTestDatabase(target));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
    argon2: TEST_ARGON2,
    // The suites written before the anonymity threshold read results from the first entry on;
    // publication-threshold.test.ts and the others of its kind set their own.
    minResponsesToPublish: 1,
    rateLimits: {
      loginPerAccount: { max: 10_000, windowMs: 60_000 },
      loginPerAddress: { max: 10_000, windowMs: 60_000 },
      refresh: { max: 10_000, windowMs: 60_000 },
      signup: { max: 10_000, windowMs: 60_000 },
      reports: { max: 10_000, windowMs: 60_000 },
      helpfulVotes: { max: 10_000, windowMs: 60_000 },
      remoteReports: { max: 10_000, windowMs: 60_000 },
    },
    ...overrides,
  };
  const migration = connectDatabase(config);
  await migrateToLatest(migration);
  await migration.db.destroy();

  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('server has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    config,
    async close() {
      await app.close();
      if (!shared) await drop();
    },
  };
}
