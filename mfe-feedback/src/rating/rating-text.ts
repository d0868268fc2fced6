// What a student types into a rating's box, read as a number: a decimal point or a decimal
// comma ("2,5" is 2.5), nothing else. The value is never changed to fit the rules: a number
// out of range or off the grid stays as typed and the field says what is wrong.
import { RATING_MAX, RATING_MIN, RATING_STEP, isValidRating } from '@module-feedback/shared';

export const RATING_RULE = `Ratings run from ${RATING_MIN} to ${RATING_MAX} in steps of ${RATING_STEP}.`;
export const NOT_A_NUMBER = `Enter the rating as a number, e.g. 3.5 or 3,5. ${RATING_RULE}`;

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The typed rating: null for an empty box, NaN for text that is not a number. */
export function readRating(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** What is wrong with a rating, or null when it is a valid one or none. */
export function ratingProblem(rating: number | null): string | null {
  if (rating === null || isValidRating(rating)) return null;
  return Number.isNaN(rating) ? NOT_A_NUMBER : RATING_RULE;
}
