// Text compared the way a reader sees it, so a rule cannot be dodged by spelling a word
// with characters that look the same: "Ｈｕｇｈｅｓ" (full-width), "Hu\u200Bghes" (a
// zero-width space), "Hughe\u0301s" (a combining accent), "Hughеs" (a Cyrillic е),
// "EIeanor" (a capital I for the l) and "ʜᴜɢʜᴇꜱ" (small capitals) all read as the name.
// Client and server compare with these same functions.
//
// The look-alike test is Unicode's confusable skeleton (UTS #39, its confusables.txt table
// through `unhomoglyph`). UTS #39 keeps small capitals apart from the letters ("ʜ" is
// the prototype of Cyrillic "н", not "H"), yet a reader reads "ʜᴜɢʜᴇꜱ" as HUGHES, so the
// letters `confusables` maps them to are compared too. See docs/library-choices.md.
import { remove as asPlainLetters } from 'confusables';
import unhomoglyph from 'unhomoglyph';
import { foldCase, stripInvisibles } from './folded-text';

export { foldText, stripInvisibles } from './folded-text';

/** Unicode's confusable skeleton (UTS #39); capitals and small letters keep apart in it. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * Look-alike keys, ignoring case: two strings look alike when they share a key, in any
 * script ("аdmin" with a Cyrillic а and "admin"; "ΗENRY" with a Greek capital Η and
 * "henry"; "EIeanor" and "Eleanor"; "ᴀᴅᴍɪɴ" and "Admín" and "admin"). The skeleton tells
 * capitals from small letters ("I" looks like "l", "i" does not), so one key folds case
 * before the skeleton and the other after it. Keys are only compared, never shown to
 * anyone ("m" becomes "rn").
 */
export function lookAlikeKeys(text: string): string[] {
  const plain = stripInvisibles(text.normalize('NFKC'));
  const variants = new Set([plain, stripInvisibles(asPlainLetters(plain))]);
  return [
    ...new Set(
      [...variants].flatMap((variant) => [
        skeleton(foldCase(variant)),
        skeleton(foldCase(skeleton(variant))),
      ]),
    ),
  ];
}
