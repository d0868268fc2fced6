// How the deployment commands reach the registry. With MODULE_FEEDBACK_URL set they talk to
// that running server over HTTP, with DEPLOY_TOKEN (a deploy token, or a staff member's
// access token): the server checks everything against its own configuration, its live
// shell and its store, and the command needs no access to its database. Without it they
// act on the database of the server's own environment (DATA_DIR or DATABASE_URL), as its
// operator does.
import { userInfo } from 'node:os';
import type { AppConfig } from '../config';
import type { DatabaseConnection } from '../db/database';
import type { Deployment } from '../deployments/registry';
import type { DeploymentsOverview } from '../deployments/overview';
import { runCommand, UsageError } from './runtime';

export interface DeploymentApi {
  /** `staff:…`/`token:…` over HTTP (the server says which), `cli:<os user>` directly. */
  actor: string;
  /** Direct only: the server's configuration and database. */
  direct?: { config: AppConfig; connection: DatabaseConnection };
  /** HTTP only: answers the parsed body, or throws RefusedByServer for a 4xx. */
  request?: <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;
}

/** The server refused (4xx): its message, and for a refused deploy each reason. */
export class RefusedByServer extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reasons: string[] = [],
    readonly notes: string[] = [],
  ) {
    super(message);
  }
}

export type DeploymentResult = Deployment & { notes: string[] };
export type { DeploymentsOverview };

const REQUEST_TIMEOUT_MS = 120_000;

function httpApi(serverUrl: string, token: string | undefined): DeploymentApi {
  if (!token) {
    throw new UsageError(
      'MODULE_FEEDBACK_URL is set, so this command asks that server: set DEPLOY_TOKEN too (a deploy ' +
        'token from npm run deploy-token -- create <deployable> --name <name>, or a staff access token).',
    );
  }
  if (!URL.canParse(serverUrl))
    throw new UsageError(`MODULE_FEEDBACK_URL is not a URL: ${serverUrl}`);
  return {
    actor: 'the token',
    async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const url = new URL(path, serverUrl);
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new UsageError(
          `${url.origin} could not be reached: ${String((error as Error).cause ?? error)}`,
        );
      }
      const text = await response.text();
      let answer: { message?: string; reasons?: string[]; notes?: string[] } = {};
      try {
        answer = JSON.parse(text);
      } catch {
        // Not the API's JSON: reported with the status below.
      }
      if (response.ok) return answer as T;
      const message = answer.message ?? `${url} answered ${response.status}: ${text.slice(0, 200)}`;
      if (response.status >= 400 && response.status < 500) {
        throw new RefusedByServer(response.status, message, answer.reasons, answer.notes);
      }
      throw new Error(`${url} answered ${response.status}: ${message}`);
    },
  };
}

/** Runs the command against the server named by MODULE_FEEDBACK_URL, or directly. */
export async function runDeploymentCommand(
  name: string,
  command: (api: DeploymentApi) => Promise<void>,
): Promise<void> {
  const serverUrl = process.env.MODULE_FEEDBACK_URL?.trim();
  if (!serverUrl) {
    return runCommand(name, ({ config, connection }) =>
      command({ actor: `cli:${userInfo().username}`, direct: { config, connection } }),
    );
  }
  try {
    await command(httpApi(serverUrl, process.env.DEPLOY_TOKEN?.trim()));
  } catch (error) {
    console.error(
      `${name}: ${error instanceof UsageError ? error.message : String((error as Error)?.stack ?? error)}`,
    );
    process.exitCode = 1;
  }
}
