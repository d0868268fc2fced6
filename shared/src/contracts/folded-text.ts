// Text folded the way a reader compares it: accents, compatibility forms, invisible
// characters and case left out. Apart from ./comparable-text.ts, which adds Unicode's
// look-alike table on top, so a page that only searches does not download that table.

/** Characters that render as nothing: zero-width spaces and joiners, soft hyphens, variation selectors… */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const COMBINING_MARK = /\p{M}/gu;

/** Upper then lower case folds what lower case alone keeps apart ("ß" and "ss", "ς" and "σ"). */
export const foldCase = (text: string) => text.toUpperCase().toLowerCase();

/**
 * Compatibility forms become plain characters (NFKC turns full-width, ligature and
 * mathematical letters into ordinary ones); invisible characters and combining marks
 * (accents) are dropped. Letter case is kept.
 */
export function stripInvisibles(text: string): string {
  return text.normalize('NFKD').replace(INVISIBLE, '').replace(COMBINING_MARK, '').normalize('NFC');
}

/** stripInvisibles and case-folded: equal results read as the same word, ignoring case. */
export function foldText(text: string): string {
  return stripInvisibles(foldCase(text.normalize('NFKC')));
}
