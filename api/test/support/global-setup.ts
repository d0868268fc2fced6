// Decides whether the PostgreSQL half of the suite runs. With CI=true an unreachable
// server fails the run; elsewhere it is skipped with a loud message.
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
  }
}

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const problem = await reachable(url);
  if (problem === null) {
    project.provide('postgresAdminUrl', url);
    return;
  }
  const message = `PostgreSQL at ${new URL(url).host} is not reachable (${problem}).`;
  if (process.env.CI === 'true') throw new Error(`${message} CI requires the PostgreSQL suite.`);
  console.warn(
    `\n${'!'.repeat(78)}\n!! ${message}\n!! THE POSTGRESQL HALF OF THE API SUITE IS SKIPPED. Set TEST_POSTGRES_URL.\n${'!'.repeat(78)}\n`,
  );
  project.provide('postgresAdminUrl', null);
}
