// The data revision as this instance sees it, read from the database at most once per
// interval instead of once per request: under load a round trip per request (on
// PostgreSQL) costs more than the cached response it guards.
//
// The trade-off is bounded staleness. A read started at time t reflects every commit
// made before t, and is served to requests arriving until t + interval; so a change made
// through another instance, or a command such as create-staff, shows here within one
// interval (50 ms by default). Changes made through this instance show at once, because
// `invalidate` runs right after each of its writes commits (see observed-driver.ts).
// An interval of 0 reads the revision for every request, as before.
import type { RevisionReader } from './revision';

export interface RevisionView {
  read(): Promise<number>;
  /** Forgets the last read, so the next request reads the revision afresh. */
  invalidate(): void;
}

interface Read {
  startedAt: number;
  revision: Promise<number>;
}

export function coalesceRevisionReads(
  reader: Pick<RevisionReader, 'read'>,
  intervalMs: number,
): RevisionView {
  // The promise, not its value, is kept: requests arriving while a read is in flight
  // share it (single-flight) rather than each starting their own.
  let latest: Read | undefined;
  return {
    read() {
      const now = performance.now();
      if (latest && now - latest.startedAt < intervalMs) return latest.revision;
      const read: Read = { startedAt: now, revision: reader.read() };
      latest = read;
      // A failed read is not shared with later requests: the next one tries again.
      read.revision.catch(() => {
        if (latest === read) latest = undefined;
      });
      return read.revision;
    },
    invalidate() {
      // A read still in flight may predate the write; later requests must not join it.
      latest = undefined;
    },
  };
}
