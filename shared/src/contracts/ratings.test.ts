import { describe, expect, it } from 'vitest';
import { averageRating, formatAverage, isValidRating, normaliseRating } from './ratings';

describe('isValidRating', () => {
  it.each([0, 0.25, 2.5, 4.75, 5])('accepts %s', (value) => {
    expect(isValidRating(value)).toBe(true);
  });

  it.each([-0.25, 5.25, 1.1, 2.3, Number.NaN, Infinity, '3', null])('rejects %s', (value) => {
    expect(isValidRating(value)).toBe(false);
  });
});

describe('normaliseRating', () => {
  it('clamps into 0–5 and rounds to the 0.25 step', () => {
    expect(normaliseRating(7)).toBe(5);
    expect(normaliseRating(-2)).toBe(0);
    expect(normaliseRating(3.1)).toBe(3);
    expect(normaliseRating(3.13)).toBe(3.25);
  });
});

describe('averageRating', () => {
  it('averages only the ratings that are present', () => {
    expect(averageRating([4, null, 5, undefined, 3])).toEqual({ average: 4, count: 3 });
  });

  it('has no average when nothing was rated', () => {
    expect(averageRating([null, undefined])).toEqual({ average: null, count: 0 });
    expect(averageRating([])).toEqual({ average: null, count: 0 });
  });

  it('counts a zero rating as a rating', () => {
    expect(averageRating([0, 5])).toEqual({ average: 2.5, count: 2 });
  });
});

describe('formatAverage', () => {
  it('shows two decimals', () => {
    expect(formatAverage(4)).toBe('4.00');
    expect(formatAverage(11 / 3)).toBe('3.67');
  });

  it("says 'No ratings yet' without an average", () => {
    expect(formatAverage(null)).toBe('No ratings yet');
  });
});
