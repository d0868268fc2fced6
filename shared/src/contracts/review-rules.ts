// What a review may not contain, in words for the person writing it: a lecturer's name (in
// any review — the material and assessment reviews are public), or characters that change
// the direction of the text. The form and the server say which name they found, and where.
import type { Aspect } from './entities';
import { MESSAGES } from './messages';

export const REVIEW_RULE_TEXTS = {
  /** The material and assessment reviews: anyone, signed in or not, reads them. */
  publicReviewNamesLecturer: "Review cannot include a lecturer's name: anyone can read it.",
  bidiControl: 'Review cannot include characters that change the direction of the text.',
  /** Beside the material and assessment reviews, before anything is typed. */
  publicReviewHint: "Anyone can read this review: please don't name the lecturers.",
  namesFound: (names: readonly string[]) =>
    `Found: ${names.map((name) => `“${name}”`).join(', ')}.`,
} as const;

/**
 * The problem of a review that names lecturers, shown at its field: the rule (the spec's
 * words for the lecturer review), then the names found, as the module lists them.
 */
export function lecturerNameProblem(aspect: Aspect, names: readonly string[]): string {
  const rule =
    aspect === 'lecturer'
      ? MESSAGES.reviewIncludesLecturerName
      : REVIEW_RULE_TEXTS.publicReviewNamesLecturer;
  return `${rule} ${REVIEW_RULE_TEXTS.namesFound(names)}`;
}
