// Tells when the database stops serving and when it is back, in one log line each,
// however many requests fail in between (an outage under load used to print a stack
// trace per request). Fed by the driver with the outcome of every statement.
//
// An outage of the connection (`unreachable`, `timeout`) ends with the next statement
// that succeeds. Lock waits (`busy`) and a full or read-only disk (`storage`) only stop
// writes, while reads go on succeeding: those episodes end with the next successful write.
import { unavailability, type Unavailability } from './errors';

export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface DatabaseAvailability {
  /** True while the database does not answer at all (not merely refusing writes). */
  readonly unreachable: boolean;
  /** Records a failed statement; other errors than unavailability are ignored. */
  failed(error: unknown): void;
  succeeded(wrote: boolean): void;
}

interface Episode {
  reason: Unavailability;
  startedAt: number;
  failures: number;
}

const connectionLost = (reason: Unavailability) => reason === 'unreachable' || reason === 'timeout';

const DESCRIPTIONS: Record<Unavailability, string> = {
  unreachable: 'the database is unreachable',
  timeout: 'the database does not answer in time',
  busy: 'writes wait too long for a database lock',
  storage: 'the database storage refuses writes (full, read-only or failing)',
};

export function monitorAvailability(log: OutageLog): DatabaseAvailability {
  let episode: Episode | undefined;
  const end = () => {
    if (!episode) return;
    const seconds = ((performance.now() - episode.startedAt) / 1000).toFixed(1);
    log.info(`database available again after ${seconds} s (${episode.failures} failed statements)`);
    episode = undefined;
  };
  return {
    get unreachable() {
      return episode !== undefined && connectionLost(episode.reason);
    },
    failed(error) {
      const reason = unavailability(error);
      if (!reason) return;
      if (episode) {
        episode.failures += 1;
        // A lost connection outranks a write problem: it is what readiness reports.
        if (connectionLost(reason)) episode.reason = reason;
        return;
      }
      episode = { reason, startedAt: performance.now(), failures: 1 };
      log.warn(
        `database unavailable: ${DESCRIPTIONS[reason]} (${(error as Error).message}); ` +
          'requests that need it get 503 until it recovers',
      );
    },
    succeeded(wrote) {
      if (episode && (wrote || connectionLost(episode.reason))) end();
    },
  };
}
