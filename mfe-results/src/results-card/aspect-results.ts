import {
  averageRating,
  ratingOf,
  textOf,
  type Aspect,
  type Feedback,
} from '@module-feedback/shared';

/** A written review, the aspect it is on, the id of the feedback entry it belongs to, and that entry's facts. */
export interface WrittenReview {
  id: number;
  aspect: Aspect;
  text: string;
  /** The entry's rating of the same aspect. */
  rating: number | null;
  /** ISO 8601 timestamp. */
  submitDate: string;
  /** Its author changed the entry after submitting. */
  edited: boolean;
  /** How many students found this text helpful. */
  helpful: number;
}

export interface AspectResults {
  /** Mean of the given ratings, null when nobody rated this aspect. */
  average: number | null;
  /** How many ratings the average is over. */
  ratingCount: number;
  ratings: number[];
  /** The written reviews, without blank ones. */
  texts: WrittenReview[];
  /** Ratings that came with a written review. */
  ratedWithText: number;
  /** Written reviews that came without a rating. */
  textsWithoutRating: number;
}

/** One aspect's figures over a set of feedback (already narrowed to one year). */
export function aspectResults(feedback: readonly Feedback[], aspect: Aspect): AspectResults {
  const ratings = feedback
    .map((entry) => ratingOf(entry, aspect))
    .filter((rating): rating is number => typeof rating === 'number');
  const { average, count } = averageRating(ratings);
  const written = (entry: Feedback) => (textOf(entry, aspect)?.trim() ?? '') !== '';
  const rated = (entry: Feedback) => typeof ratingOf(entry, aspect) === 'number';
  const texts = feedback.filter(written).map((entry) => ({
    id: entry.id,
    aspect,
    text: textOf(entry, aspect)!.trim(),
    rating: ratingOf(entry, aspect) ?? null,
    submitDate: entry.submitDate,
    edited: entry.edited,
    helpful: entry.helpful?.[aspect] ?? 0,
  }));
  return {
    average,
    ratingCount: count,
    ratings,
    texts,
    ratedWithText: feedback.filter((entry) => rated(entry) && written(entry)).length,
    textsWithoutRating: feedback.filter((entry) => !rated(entry) && written(entry)).length,
  };
}
