// Where the machine's CPU went during a measured run: the load generator's own share (this
// process), the API instances' main threads (the event loop) and their other threads (the
// summarizer's worker, garbage collection, compression and file work), and everything else
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

/** CPU seconds (user and system) of one thread, or of a whole process. */
function statSeconds(file: string) {
  const stat = readFileSync(file, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds of a process's main thread (its id is the process's) and of all its threads. */
function processSeconds(pid: number) {
  return {
    main: statSeconds(`/proc/${pid}/task/${pid}/stat`),
    all: statSeconds(`/proc/${pid}/stat`),
  };
}

function ownSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

export interface CpuShares {
  'generator %': number;
  'main threads %': number;
  'other threads %': number;
  'other %': number;
  load: string;
}

/** Starts counting; the returned function tells the shares since then. */
export function countCpu(instancePids: readonly number[]): () => CpuShares {
  const instancesSeconds = () =>
    instancePids
      .map(processSeconds)
      .reduce((sum, seconds) => ({ main: sum.main + seconds.main, all: sum.all + seconds.all }), {
        main: 0,
        all: 0,
      });
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
    const instances = instancesSeconds();
    const main = instances.main - started.instances.main;
    const all = instances.all - started.instances.all;
    const machine = machineBusySeconds() - started.machine;
    return {
      'generator %': percent(own),
      'main threads %': percent(main),
      'other threads %': percent(all - main),
      'other %': percent(Math.max(0, machine - own - all)),
      load: loadavg()
        .map((figure) => figure.toFixed(1))
        .join(' '),
    };
  };
}
