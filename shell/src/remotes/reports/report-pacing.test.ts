import { MAX_REPORT_WEIGHT } from '@module-feedback/federation/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ReportPacing from './report-pacing';

let pacing: typeof ReportPacing;

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules();
  pacing = await import('./report-pacing');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A repeatable stand-in for Math.random (xorshift32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

describe('report pacing', () => {
  it('sends every load until the endpoint asks otherwise', () => {
    expect(pacing.loadSampling()).toBe(1);
    expect(pacing.sendsLoad(1, () => 0.999)).toBe(true);
    expect(pacing.backingOffUntil()).toBe(0);
  });

  it('samples loads one in n with the weight n, so the weighted total stays the true one', () => {
    const random = seeded(7);
    const loads = 100_000;
    for (const every of [2, 4, 16]) {
      let sent = 0;
      for (let i = 0; i < loads; i += 1) if (pacing.sendsLoad(every, random)) sent += 1;
      expect(sent).toBeLessThan(loads / every + loads * 0.01);
      // Weighted, the sample lands within 5% of the loads there were (4 standard deviations at 16).
      expect(Math.abs(sent * every - loads)).toBeLessThan(loads * 0.05);
    }
  });

  it('follows the sampling the endpoint asks for, within the weights the contract allows, for a while', () => {
    const now = 1_000_000;
    pacing.followSampling(4, now);
    expect(pacing.loadSampling(now + 1)).toBe(4);
    pacing.followSampling(1_000, now);
    expect(pacing.loadSampling(now + 1)).toBe(MAX_REPORT_WEIGHT);
    pacing.followSampling(0, now);
    expect(pacing.loadSampling(now + 1)).toBe(1);
    pacing.followSampling(8, now);
    expect(pacing.loadSampling(now + pacing.SAMPLING_HOLDS_MS + 1)).toBe(1);
  });

  it('waits as long as a refusal says, then sends half as many loads', () => {
    const now = 1_000_000;
    pacing.followSampling(2, now);
    expect(pacing.backOff('30', now)).toBe(now + 30_000);
    expect(pacing.backingOffUntil(now + 29_000)).toBe(now + 30_000);
    expect(pacing.backingOffUntil(now + 30_001)).toBe(0);
    expect(pacing.loadSampling(now + 30_001)).toBe(4);
  });

  it('waits a minute when the refusal names no wait it can read', () => {
    for (const retryAfter of [null, '', 'soon', '-5']) {
      expect(pacing.backOff(retryAfter, 0)).toBe(pacing.DEFAULT_BACK_OFF_MS);
    }
  });

  it('is shared with the browser’s other pages, and kept for this page when storage is refused', async () => {
    const now = Date.now();
    pacing.followSampling(4, now);
    vi.resetModules();
    const nextPage = await import('./report-pacing');
    expect(nextPage.loadSampling(now + 1)).toBe(4);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    nextPage.backOff('10', now);
    expect(nextPage.backingOffUntil(now + 1)).toBe(now + 10_000);
  });
});
