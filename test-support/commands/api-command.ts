// A command of the API's src/cli (server, migrate, seed, create-staff, deploy…) as a child
// process, run from the api folder as its npm scripts run it, with what it printed kept for
// assertions: for the API suite's tests about the processes themselves and for the journeys
// that deploy and roll back with the commands.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

/** A command of src/cli as a child process. */
export function spawnCommand(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
  });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end, with what it printed. */
export function run(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<Run> {
  return new Promise<Run>((resolve, reject) => {
    const child = spawnCommand(script, args, env);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
