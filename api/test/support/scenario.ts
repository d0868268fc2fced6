// The starting points most suites share: one server with a student and a staff member
// signed in (optionally with a module and a year to give feedback on), or two instances
// on one database. Suites start them in beforeAll and close them in afterAll.
import type { AcademicYear, Module } from '@module-feedback/shared/contracts';
import type { AppConfig } from '../../src/config';
import { createModule, createSignedInAccount, createYear, type SignedInAccount } from './fixtures';
import { client, type Client } from './http';
import { createTestDatabase, startServer, type Target, type TestServer } from './server';

export interface Scenario {
  server: TestServer;
  api: Client;
  student: SignedInAccount;
  staff: SignedInAccount;
}

export interface CourseScenario extends Scenario {
  module: Module;
  year: AcademicYear;
}

export interface InstancePair {
  first: TestServer;
  second: TestServer;
  viaFirst: Client;
  viaSecond: Client;
  /** Signed in through the first instance. */
  staff: SignedInAccount;
  /** Closes both instances, then drops their database. */
  close(): Promise<void>;
}

/** A failed setup never reaches the suite's afterAll, so it cleans up after itself. */
async function closingOnFailure<T>(close: () => Promise<void>, setUp: () => Promise<T>) {
  try {
    return await setUp();
  } catch (error) {
    await close();
    throw error;
  }
}

export async function startScenario(
  target: Target,
  overrides: Partial<AppConfig> = {},
): Promise<Scenario> {
  const server = await startServer(target, overrides);
  return closingOnFailure(
    () => server.close(),
    async () => {
      const api = client(server.url);
      return {
        server,
        api,
        student: await createSignedInAccount(server, api, 'student'),
        staff: await createSignedInAccount(server, api, 'staff'),
      };
    },
  );
}

export async function startCourseScenario(
  target: Target,
  moduleFields: Partial<Omit<Module, 'id'>> = {},
): Promise<CourseScenario> {
  const scenario = await startScenario(target);
  return closingOnFailure(
    () => scenario.server.close(),
    async () => ({
      ...scenario,
      module: await createModule(scenario.server, moduleFields),
      year: await createYear(scenario.server),
    }),
  );
}

export async function startInstancePair(
  target: Target,
  firstOverrides: Partial<AppConfig> = {},
  secondOverrides: Partial<AppConfig> = {},
): Promise<InstancePair> {
  const database = await createTestDatabase(target);
  const started: TestServer[] = [];
  const close = async () => {
    for (const server of started) await server.close();
    await database.drop();
  };
  const start = async (overrides: Partial<AppConfig>) => {
    const server = await startServer(target, overrides, database);
    started.push(server);
    return server;
  };
  return closingOnFailure(close, async () => {
    const first = await start(firstOverrides);
    const second = await start(secondOverrides);
    const viaFirst = client(first.url);
    return {
      first,
      second,
      viaFirst,
      viaSecond: client(second.url),
      staff: await createSignedInAccount(first, viaFirst, 'staff'),
      close,
    };
  });
}
