import { describe, expect, it } from 'vitest';
import { isQuietRun, ratioFailures, ratioRows, type RatioFigures } from './ratios';

const atGoal: RatioFigures = {
  homeJsKiB: { app: 115, reference: 100 },
  homeJsRequests: { app: 8, reference: 1 },
  homeVisibleMs: { app: 240, reference: 200 },
  resultsUsableMs: { app: 375, reference: 250 },
};

describe('ratioFailures', () => {
  it('passes figures exactly at every goal', () => {
    expect(ratioFailures(atGoal)).toEqual([]);
  });

  it('names each goal missed, with the app, the plain SPA and their ratio', () => {
    expect(
      ratioFailures({
        ...atGoal,
        homeJsKiB: { app: 208, reference: 112 },
        homeJsRequests: { app: 19, reference: 1 },
        resultsUsableMs: { app: 680, reference: 250 },
      }),
    ).toEqual([
      '/ JavaScript: 208 KiB vs 112 KiB for the plain SPA, 1.86× > goal 1.15×',
      '/ JavaScript requests: 19 > goal 8',
      '/results usable (module picker shown), cold: 680 ms vs 250 ms for the plain SPA, 2.72× > goal 1.5×',
    ]);
  });
});

describe('ratioRows', () => {
  it('puts each figure beside the plain SPA’s, with the ratio and whether the goal is met', () => {
    expect(ratioRows({ ...atGoal, homeVisibleMs: { app: 450, reference: 200 } })[2]).toEqual({
      'cold load, medians': '/ visible, cold',
      app: '450 ms',
      'plain SPA': '200 ms',
      ratio: '2.25×',
      goal: '≤ 1.2×',
      met: 'NO',
    });
  });
});

describe('ratioRows, a count', () => {
  it('holds the request count to its most, with no ratio', () => {
    expect(ratioRows({ ...atGoal, homeJsRequests: { app: 21, reference: 1 } })[1]).toMatchObject({
      app: '21',
      ratio: '–',
      goal: '≤ 8',
      met: 'NO',
    });
  });
});

describe('isQuietRun', () => {
  it('is quiet only while every sampled load average stays within 2.5 per core', () => {
    expect(isQuietRun([3.1, 4.9], 2)).toBe(true);
    expect(isQuietRun([3.1, 5.1], 2)).toBe(false);
  });
});
