// Gathers browsers' reports in memory and adds them to the database in one go every
// flush interval, so the database sees a few writes a second however many browsers report.
// When an instance gets more report batches in a second than it is set to count, it counts
// every n-th one, weighted by n: the rates stay right, the work stays bounded. What a crash
// loses is at most one interval of counts, which rates can afford.
import type { CountIncrement } from './report-counts';

export interface ReportGatherer {
  /** Takes one batch; answers whether it was counted (false: left out of the sample). */
  take(batch: CountIncrement[]): boolean;
  /** Everything gathered since the last drain, emptied. */
  drain(): CountIncrement[];
}

export function reportGatherer(
  sampleAbovePerSecond: number,
  now: () => number = Date.now,
): ReportGatherer {
  let gathered = new Map<string, CountIncrement>();
  let second = -1;
  let batchesThisSecond = 0;
  return {
    take(batch) {
      const current = Math.floor(now() / 1000);
      if (current !== second) {
        second = current;
        batchesThisSecond = 0;
      }
      batchesThisSecond += 1;
      // Up to the threshold every batch counts; above it every n-th, n growing with the load.
      const every = Math.ceil(batchesThisSecond / sampleAbovePerSecond);
      if (batchesThisSecond % every !== 0) return false;
      for (const report of batch) {
        const key = `${report.deployable}\n${report.version}\n${report.event}`;
        const entry = gathered.get(key) ?? { ...report, count: 0 };
        entry.count += report.count * every;
        gathered.set(key, entry);
      }
      return true;
    },
    drain() {
      const drained = [...gathered.values()];
      gathered = new Map();
      return drained;
    },
  };
}
