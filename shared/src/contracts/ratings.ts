import { RATING_MAX, RATING_MIN, RATING_STEP } from './constants';
import { formatDecimal } from '../formatting/numbers';

/** True for a number in 0–5 that lies on the 0.25 grid. */
export function isValidRating(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < RATING_MIN || value > RATING_MAX) return false;
  return Number.isInteger(value / RATING_STEP);
}

/** The nearest valid rating: clamped to the range, rounded to the step. */
export function normaliseRating(value: number): number {
  const clamped = Math.min(RATING_MAX, Math.max(RATING_MIN, value));
  return Math.round(clamped / RATING_STEP) * RATING_STEP;
}

export interface RatingAverage {
  /** Mean of the given ratings, or null when there are none. */
  average: number | null;
  /** How many ratings the mean is over. */
  count: number;
}

/** Averages the ratings that are present; empty values (null/undefined) are not zeros. */
export function averageRating(values: ReadonlyArray<number | null | undefined>): RatingAverage {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (present.length === 0) return { average: null, count: 0 };
  const sum = present.reduce((total, v) => total + v, 0);
  return { average: sum / present.length, count: present.length };
}

/** The average to 2 decimals in the site's locale, or 'No ratings yet' when there is none. */
export function formatAverage(average: number | null): string {
  return average === null ? 'No ratings yet' : formatDecimal(average, 2);
}

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

/**
 * Beside an average: how many ratings it is over and how many of them came with a comment,
 * so "11 ratings" beside 9 reviews explains itself ("11 ratings, 9 with a comment"); comments
 * given without a rating are counted apart.
 */
export function ratingsAndCommentsText(
  ratings: number,
  ratedWithComment: number,
  commentsWithoutRating: number,
): string {
  const unrated =
    commentsWithoutRating > 0 ? plural(commentsWithoutRating, 'comment') + ' without a rating' : '';
  if (ratings === 0) return unrated;
  const rated = `${plural(ratings, 'rating')}, ${ratedWithComment === 0 ? 'none' : ratedWithComment} with a comment`;
  return unrated ? `${rated}; ${unrated}` : rated;
}
