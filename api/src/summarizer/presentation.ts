// How a quoted sentence reads. Among sentences that say the same thing, the summary should quote
// the best-written one, and every quote should start and end like a sentence.
import type { Token } from './nlp';
import type { Unit } from './units';

const LOWER_OR_TITLE_CASE_LETTER = /[\p{Ll}\p{Lt}]/u;
const CAPITAL = /\p{Lu}/u;
const LETTER = /\p{L}/u;
const MIN_SHOUTED_LETTERS = 4;
const REPEATED_MARKS = /[!?]{2,}/;
const ENDS_WITHOUT_PUNCTUATION = /[\p{L}\p{N}]$/u;

/** Capitals and no small letters, in four letters or more ('LAB SHEETS'; not 'OK'). */
export function isShouted(text: string): boolean {
  if (LOWER_OR_TITLE_CASE_LETTER.test(text) || !CAPITAL.test(text)) return false;
  let letters = 0;
  for (const char of text) if (LETTER.test(char) && ++letters === MIN_SHOUTED_LETTERS) return true;
  return false;
}

export function isTitleCased(unit: { source: string; tokens: readonly Token[] }): boolean {
  const words = unit.tokens.filter((t) => t.type === 'word');
  return words.length >= 3 && words.every((t) => /^\p{Lu}/u.test(unit.source.slice(t.start)));
}

/** A factor in (0, 1]: 1 for a plainly written sentence, lower for links, shouting, emoji, '!!!'. */
export function readability(unit: Unit): number {
  let factor = 1;
  if (unit.tokens.some((t) => t.type === 'url' || t.type === 'email')) factor *= 0.5;
  if (isShouted(unit.text)) factor *= 0.6;
  else if (isTitleCased(unit)) factor *= 0.8;
  if (REPEATED_MARKS.test(unit.text)) factor *= 0.9;
  if (unit.tokens.some((t) => t.type === 'emoji' || t.type === 'emoticon')) factor *= 0.9;
  if (/^\p{Ll}/u.test(unit.text)) factor *= 0.95;
  return factor;
}

/** Capitalises the first letter and closes the sentence; the words themselves stay as written. */
export function asSentence(text: string): string {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return ENDS_WITHOUT_PUNCTUATION.test(capitalised) ? `${capitalised}.` : capitalised;
}
