// Text compared the way a reader sees it, so a rule cannot be dodged by spelling a word
// with characters that look the same: "Ｈｕｇｈｅｓ" (full-width), "Hu\u200Bghes" (a
// zero-width space), "Hughe\u0301s" (a combining accent) and "Hughеs" (a Cyrillic е) all
// read as "Hughes". Client and server compare with these same functions.
import unhomoglyph from 'unhomoglyph';

/** Characters that render as nothing: zero-width spaces and joiners, soft hyphens, variation selectors… */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const COMBINING_MARK = /\p{M}/gu;

/** Upper then lower case folds what lower case alone keeps apart ("ß" and "ss", "ς" and "σ"). */
const foldCase = (text: string) => text.toUpperCase().toLowerCase();

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

/** Unicode's confusable skeleton (UTS #39); capitals and small letters keep apart in it. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

const LATIN_LETTER = /\p{Script=Latin}/gu;

/**
 * Look-alike keys, ignoring case: two strings look alike when they share a key, in any
 * script ("аdmin" with a Cyrillic а and "admin"; "ΗENRY" with a Greek capital Η and
 * "henry"). Some letters look like a Latin one only as small letters, others only as
 * capitals, so one key folds case before the skeleton and the other maps foreign capitals
 * first (Latin letters are lower-cased for it, as the skeleton tells "I" from "i"). Keys
 * are only compared, never shown to anyone ("m" becomes "rn").
 */
export function lookAlikeKeys(text: string): string[] {
  const compatible = text.normalize('NFKC');
  const latinLowered = compatible.replace(LATIN_LETTER, (letter) => letter.toLowerCase());
  return [...new Set([skeleton(foldCase(compatible)), skeleton(foldCase(skeleton(latinLowered)))])];
}
