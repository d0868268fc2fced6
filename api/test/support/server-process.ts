// The server as its own process, started the way `npm start` starts it, with the output
// kept for assertions. For tests about the process itself: signals, crashes, log lines.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A command of src/cli (server, migrate, seed, create-staff, deploy…) as a child process. */
export function spawnCommand(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: API_ROOT,
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

export interface ServerProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

export async function startServerProcess(
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const child = spawnCommand('server', [], { PORT: '0', HOST: '127.0.0.1', ...env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { url, child, output: () => output, exited };
}
