// The server as its own process, started the way `npm start` starts it, with the output
// kept for assertions. For tests about the process itself: signals, crashes, log lines.
// (Other commands run to their end with test-support's run.)
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnCommand } from '@module-feedback/test-support/api-command';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
