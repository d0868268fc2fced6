// Where the machine's CPU went during a measured run: the load generator's own share (this
// process), the API instances' (their worker threads included), and everything else
// (the database server, other jobs on the machine), each in % of one core, with the load
// average at the end. Linux only: read from /proc.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** CPU seconds of every core since boot, busy (not idle, not waiting for I/O). */
function machineBusySeconds() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3]! + ticks[4]!;
  return (ticks.reduce((sum, value) => sum + value, 0) - idle) / TICKS_PER_SECOND;
}

/** CPU seconds (user and system) of a process, every thread included. */
function processSeconds(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function ownSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

export interface CpuShares {
  'generator %': number;
  'instances %': number;
  'other %': number;
  load: string;
}

/** Starts counting; the returned function tells the shares since then. */
export function countCpu(instancePids: readonly number[]): () => CpuShares {
  const instancesSeconds = () => instancePids.reduce((sum, pid) => sum + processSeconds(pid), 0);
  const started = {
    at: performance.now(),
    machine: machineBusySeconds(),
    own: ownSeconds(),
    instances: instancesSeconds(),
  };
  return () => {
    const wall = (performance.now() - started.at) / 1000;
    const percent = (seconds: number) => Math.round((seconds / wall) * 100);
    const own = ownSeconds() - started.own;
    const instances = instancesSeconds() - started.instances;
    const machine = machineBusySeconds() - started.machine;
    return {
      'generator %': percent(own),
      'instances %': percent(instances),
      'other %': percent(Math.max(0, machine - own - instances)),
      load: loadavg()
        .map((figure) => figure.toFixed(1))
        .join(' '),
    };
  };
}
