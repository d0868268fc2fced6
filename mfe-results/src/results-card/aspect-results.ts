import {
  aspectFigures,
  hasTextOn,
  ratingOf,
  textOf,
  type Aspect,
  type AspectFigures,
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

export interface AspectResults extends AspectFigures {
  /** The written reviews, without blank ones. */
  texts: WrittenReview[];
}

/** One aspect's figures and reviews over a set of feedback (already narrowed to one year). */
export function aspectResults(feedback: readonly Feedback[], aspect: Aspect): AspectResults {
  const texts = feedback
    .filter((entry) => hasTextOn(entry, aspect))
    .map((entry) => ({
      id: entry.id,
      aspect,
      text: textOf(entry, aspect)!.trim(),
      rating: ratingOf(entry, aspect) ?? null,
      submitDate: entry.submitDate,
      edited: entry.edited,
      helpful: entry.helpful?.[aspect] ?? 0,
    }));
  return { ...aspectFigures(feedback, aspect), texts };
}
