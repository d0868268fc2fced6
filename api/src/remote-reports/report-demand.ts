// How many report batches browsers would send this instance in a second if none of them
// sampled: a batch stands for as many as its largest weight (a browser that sends one load
// in n sends them with the weight n), so the figure does not fall when browsers start
// sampling and the advice does not swing back and forth. From it, the sampling the endpoint
// asks browsers for: none while the demand stays under half the instance's own sampling
// threshold (so that counting every n-th batch here stays the exception), above it one load
// in as many as bring the batches back under that half.
import { MAX_REPORT_WEIGHT } from '@module-feedback/federation/contract';

/** The last second, in tenths: a burst counts at once and is forgotten a second later. */
const SLICE_MS = 100;
const SLICES = 10;

export interface ReportDemand {
  /** One batch arrived, standing for `weight` batches. */
  add(weight: number): void;
  /** Batches a second over the last second, as if no browser sampled. */
  perSecond(): number;
  /** One load in how many browsers should send now (1: every load). */
  sampleLoadsEvery(): number;
}

export function reportDemand(
  sampleAbovePerSecond: number,
  now: () => number = Date.now,
): ReportDemand {
  const slices = new Array<number>(SLICES).fill(0);
  let latest = Math.floor(now() / SLICE_MS);
  /** Empties the slices that passed since the latest one used. */
  function moveTo(current: number) {
    for (let slice = Math.max(latest + 1, current - SLICES + 1); slice <= current; slice += 1) {
      slices[slice % SLICES] = 0;
    }
    latest = Math.max(latest, current);
  }
  const perSecond = () => {
    moveTo(Math.floor(now() / SLICE_MS));
    return slices.reduce((sum, batches) => sum + batches, 0);
  };
  return {
    add(weight) {
      const current = Math.floor(now() / SLICE_MS);
      moveTo(current);
      slices[current % SLICES]! += weight;
    },
    perSecond,
    sampleLoadsEvery() {
      const every = Math.ceil(perSecond() / (sampleAbovePerSecond / 2));
      return Math.min(Math.max(every, 1), MAX_REPORT_WEIGHT);
    },
  };
}
