// The app as `npm start` runs it, started by the e2e harness's own global setup (free
// loopback port, fresh DATA_DIR, stale frontends built first, /health awaited), so the
// benchmark measures exactly what the journeys test.
import type { TestProject } from 'vitest/node';
import type { Credentials } from '../e2e/support/accounts';
import startApp from '../e2e/support/global-setup';

export interface RunningApp {
  baseUrl: string;
  /** The staff account the setup created. */
  staff: Credentials;
  /** Its data folder, holding the SQLite database. */
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startAppServer(): Promise<RunningApp> {
  const provided: Record<string, unknown> = {};
  // The setup only calls provide() on its project: a stand-in collects what it hands over.
  const project = {
    provide: (key: string, value: unknown) => (provided[key] = value),
  } as unknown as TestProject;
  const stop = await startApp(project);
  return {
    baseUrl: String(provided.baseUrl),
    staff: provided.staffCredentials as Credentials,
    dataDir: String(provided.dataDir),
    stop,
  };
}
