import { describe, expect, it } from 'vitest';
import { reportGatherer } from './report-gatherer';

const load = (count = 1) => ({
  deployable: 'mfe-results' as const,
  version: '1.0.0-abc',
  event: 'load' as const,
  count,
});

describe('reportGatherer', () => {
  it('adds up the batches of an interval per version and event, and starts afresh after a drain', () => {
    const gatherer = reportGatherer(100, () => 0);
    expect(gatherer.take([load(2), { ...load(), event: 'mount-error' }])).toBe(true);
    expect(gatherer.take([load(3)])).toBe(true);
    expect(gatherer.drain()).toEqual([load(5), { ...load(), event: 'mount-error' }]);
    expect(gatherer.drain()).toEqual([]);
  });

  it('above the threshold in one second counts a sample, weighted so that totals stay right', () => {
    let now = 0;
    const gatherer = reportGatherer(10, () => now);
    let counted = 0;
    for (let i = 0; i < 40; i += 1) if (gatherer.take([load()])) counted += 1;
    expect(counted).toBeLessThan(40);
    const [total] = gatherer.drain();
    expect(total!.count).toBeGreaterThanOrEqual(35);
    expect(total!.count).toBeLessThanOrEqual(45);
    // The next second starts counting every batch again.
    now = 1000;
    expect(gatherer.take([load()])).toBe(true);
  });
});
