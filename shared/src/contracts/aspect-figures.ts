// One aspect's figures over a set of feedback (already narrowed to one academic year): the
// results page shows them beside its reviews, and the module report lists them.
import { ratingOf, textOf } from './aspects';
import type { Aspect, Feedback } from './entities';
import { averageRating } from './ratings';

export interface AspectFigures {
  /** Mean of the given ratings, null when nobody rated this aspect. */
  average: number | null;
  /** How many ratings the average is over. */
  ratingCount: number;
  ratings: number[];
  /** Ratings that came with a written text. */
  ratedWithText: number;
  /** Written texts that came without a rating. */
  textsWithoutRating: number;
}

/** Whether the entry has a text on the aspect: a blank one is no text. */
export const hasTextOn = (entry: Feedback, aspect: Aspect): boolean =>
  (textOf(entry, aspect)?.trim() ?? '') !== '';

export function aspectFigures(feedback: readonly Feedback[], aspect: Aspect): AspectFigures {
  const rated = (entry: Feedback) => typeof ratingOf(entry, aspect) === 'number';
  const ratings = feedback.filter(rated).map((entry) => ratingOf(entry, aspect)!);
  const { average, count } = averageRating(ratings);
  return {
    average,
    ratingCount: count,
    ratings,
    ratedWithText: feedback.filter((entry) => rated(entry) && hasTextOn(entry, aspect)).length,
    textsWithoutRating: feedback.filter((entry) => !rated(entry) && hasTextOn(entry, aspect))
      .length,
  };
}
