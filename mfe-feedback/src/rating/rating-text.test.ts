import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER, RATING_RULE, ratingProblem, readRating } from './rating-text';

describe('reading a typed rating', () => {
  it('takes a decimal point or a decimal comma', () => {
    expect(readRating('2.5')).toBe(2.5);
    expect(readRating('2,5')).toBe(2.5);
    expect(readRating(' 4 ')).toBe(4);
    expect(readRating(',75')).toBe(0.75);
  });

  it('reads an empty box as no rating and other text as not a number', () => {
    expect(readRating('')).toBeNull();
    expect(readRating('abc')).toBeNaN();
    expect(readRating('2,5,1')).toBeNaN();
    expect(readRating('1e1')).toBeNaN();
  });

  it('keeps numbers out of range or off the grid as typed', () => {
    expect(readRating('-1')).toBe(-1);
    expect(readRating('3.3')).toBe(3.3);
    expect(readRating('7')).toBe(7);
  });
});

describe('what is wrong with a rating', () => {
  it('names the rule for a number out of range or off the grid', () => {
    expect(ratingProblem(-1)).toBe(RATING_RULE);
    expect(ratingProblem(3.3)).toBe(RATING_RULE);
    expect(ratingProblem(5.25)).toBe(RATING_RULE);
  });

  it('asks for a number when the text is none', () => {
    expect(ratingProblem(Number.NaN)).toBe(NOT_A_NUMBER);
  });

  it('finds nothing wrong with a valid rating or none', () => {
    expect(ratingProblem(null)).toBeNull();
    expect(ratingProblem(0)).toBeNull();
    expect(ratingProblem(3.75)).toBeNull();
  });
});
