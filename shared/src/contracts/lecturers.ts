// The rule "a review must not include any word of a lecturer's name": the lecturer review,
// and the material and assessment reviews too, which anyone can read.
//
// Names are matched as whole words, case-insensitively, so "Li" flags "Dr Li was great"
// but not "a light workload". Honorifics and one-letter initials are not name parts:
// "Dr" or "J." in a review reveal nobody. Hyphenated and possessive forms still match
// ("Smith's", "Smith-Jones"). Words are compared as a reader sees them (./comparable-text.ts),
// so full-width letters, zero-width characters, accents or look-alike letters from
// another script do not hide a name.

import { foldText, lookAlikeKeys, stripInvisibles } from './comparable-text';
import { parseLecturerNames } from './lecturer-list';

export { parseLecturerNames } from './lecturer-list';

const HONORIFICS = new Set([
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'sir',
  'dame',
]);

/** The words of a text with case kept (some look-alikes are capitals only), possessives cut. */
function words(text: string): string[] {
  return (stripInvisibles(text).match(/\p{L}+(?:'\p{L}+)?/gu) ?? []).map((word) =>
    word.replace(/'s$/iu, ''),
  );
}

/**
 * The words of the names that identify a person (no honorifics, no initials), as the names
 * spell them ("Hughes"), each once.
 */
export function lecturerNameParts(lecturersNames: string | null | undefined): string[] {
  const parts = new Map<string, string>();
  for (const word of parseLecturerNames(lecturersNames).flatMap(words)) {
    const folded = foldText(word);
    if (folded.length > 1 && !HONORIFICS.has(folded) && !parts.has(folded)) {
      parts.set(folded, word);
    }
  }
  return [...parts.values()];
}

/**
 * The name parts (as the names spell them) that occur as whole words in the review, however
 * disguised; empty when it names nobody.
 */
export function lecturerNamesInReview(
  review: string,
  lecturersNames: string | null | undefined,
): string[] {
  const parts = lecturerNameParts(lecturersNames);
  if (parts.length === 0 || review.trim() === '') return [];
  const reviewKeys = new Set(words(review).flatMap(lookAlikeKeys));
  return parts.filter((part) => lookAlikeKeys(part).some((key) => reviewKeys.has(key)));
}
