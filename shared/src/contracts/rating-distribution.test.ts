import { describe, expect, it } from 'vitest';
import { ratingDistribution } from './rating-distribution';

describe('ratingDistribution', () => {
  it('has a bar per whole mark from 0 to 5, labelled with the ratings it holds', () => {
    expect(ratingDistribution([]).map((bucket) => bucket.label)).toEqual([
      '0–0.75',
      '1–1.75',
      '2–2.75',
      '3–3.75',
      '4–4.75',
      '5',
    ]);
  });

  it('counts quarter marks into the bar of their whole mark', () => {
    const counts = ratingDistribution([0, 0.75, 3, 3.25, 3.75, 4.5, 5, 5]).map((b) => b.count);
    expect(counts).toEqual([2, 0, 0, 3, 1, 2]);
  });
});
