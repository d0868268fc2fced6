// The orders a reader may put an aspect's reviews in, and the rating bands they may narrow them
// to. A review without a rating is in no band and comes last in the rated orders.
import type { WrittenReview } from './aspect-results';

export const REVIEW_SORTS = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  helpful: 'Most helpful',
} as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
/** The order the reviews are numbered in: as they were written. */
export const DEFAULT_REVIEW_SORT: ReviewSort = 'oldest';

/** Ratings go from 0 to 5 in steps of 0.25, so each band ends a step below the next. */
export const RATING_BANDS = {
  good: { label: 'Good (4–5)', min: 4, max: 5 },
  mixed: { label: 'Mixed (2–3.75)', min: 2, max: 3.75 },
  poor: { label: 'Poor (0–1.75)', min: 0, max: 1.75 },
} as const;
export type RatingBand = keyof typeof RATING_BANDS;

export const isReviewSort = (value: string | null): value is ReviewSort =>
  value !== null && Object.hasOwn(REVIEW_SORTS, value);
export const isRatingBand = (value: string | null): value is RatingBand =>
  value !== null && Object.hasOwn(RATING_BANDS, value);

/** A review with its place in the order it was written. */
export interface NumberedReview extends WrittenReview {
  number: number;
}

export function inBand(review: WrittenReview, band: RatingBand): boolean {
  const { min, max } = RATING_BANDS[band];
  return review.rating !== null && review.rating >= min && review.rating <= max;
}

/** Unrated reviews last; ties keep the order they were written in. */
const byRating = (direction: 1 | -1) => (a: NumberedReview, b: NumberedReview) => {
  if (a.rating === null || b.rating === null) {
    return (a.rating === null ? 1 : 0) - (b.rating === null ? 1 : 0) || a.number - b.number;
  }
  return direction * (a.rating - b.rating) || a.number - b.number;
};

const COMPARE: Record<ReviewSort, (a: NumberedReview, b: NumberedReview) => number> = {
  oldest: (a, b) => a.number - b.number,
  newest: (a, b) => b.submitDate.localeCompare(a.submitDate) || b.number - a.number,
  highest: byRating(-1),
  lowest: byRating(1),
  helpful: (a, b) => b.helpful - a.helpful || a.number - b.number,
};

export function sortReviews(
  reviews: readonly NumberedReview[],
  sort: ReviewSort,
): NumberedReview[] {
  return [...reviews].sort(COMPARE[sort]);
}
