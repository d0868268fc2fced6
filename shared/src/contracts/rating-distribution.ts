// How a set of ratings spreads over the marks: the results page's bars, and the module
// report's bars in its PDF.
import { RATING_MAX, RATING_MIN, RATING_STEP } from './constants';

export interface RatingBucket {
  /** e.g. "3–3.75", or "5" for the top mark. */
  label: string;
  count: number;
}

const WHOLE_MARKS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);
const highestInBucket = (mark: number) => mark + 1 - RATING_STEP;

/**
 * Counts ratings per whole mark: 3, 3.25, 3.5 and 3.75 share the "3–3.75" bar. Twenty-one bars
 * of 0.25 would be too thin to read on a phone, and whole marks are how students think.
 */
export function ratingDistribution(ratings: readonly number[]): RatingBucket[] {
  return WHOLE_MARKS.map((mark) => ({
    label: mark === RATING_MAX ? String(mark) : `${mark}–${highestInBucket(mark)}`,
    count: ratings.filter((rating) => Math.floor(rating) === mark).length,
  }));
}
