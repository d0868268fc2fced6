// nginx as the production setup runs it: in the foreground (daemon off), its configuration
// written to the work folder, reloaded in place when the instances behind it change.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const NGINX = '/usr/sbin/nginx';
/** Longer than nginx's proxy_read_timeout: old workers finish their requests first. */
const RELOAD_TIMEOUT_MS = 30_000;

export interface NginxProcess {
  child: ChildProcess;
  /**
   * Writes the new configuration and reloads nginx with it; resolves once every worker
   * that still ran the old one has exited, so no request is sent by the old rules after.
   */
  reload(config: string): Promise<void>;
}

/** Starts nginx with this configuration through `spawn` (which keeps its output). */
export function startNginx(
  workDir: string,
  config: string,
  spawn: (command: string, args: string[]) => ChildProcess,
): NginxProcess {
  const file = path.join(workDir, 'nginx.conf');
  const args = ['-c', file, '-p', workDir];
  writeFileSync(file, config);
  const child = spawn(NGINX, args);
  return {
    child,
    async reload(next) {
      writeFileSync(file, next);
      // A configuration nginx would refuse fails here, loudly, instead of in its log.
      execFileSync(NGINX, ['-t', '-q', ...args], { stdio: 'pipe' });
      const before = workers(child);
      child.kill('SIGHUP');
      const deadline = Date.now() + RELOAD_TIMEOUT_MS;
      for (;;) {
        const now = workers(child);
        if (now.length > 0 && !now.some((pid) => before.includes(pid))) return;
        if (Date.now() > deadline) {
          throw new Error(`nginx did not finish reloading within ${RELOAD_TIMEOUT_MS / 1000} s`);
        }
        await sleep(50);
      }
    },
  };
}

/** The worker processes of nginx's master (Linux: /proc lists a process's children). */
function workers(master: ChildProcess): number[] {
  try {
    return readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
