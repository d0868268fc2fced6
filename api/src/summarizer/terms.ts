// What a sentence is "about", as comparable keys: content-word lemmas (so 'sheets' and 'sheet' match)
// and pairs of neighbouring content words (so 'lab sheets' is more than 'lab' plus 'sheets').
import type { Token } from './nlp';

const HAS_LETTER = /\p{L}/u;
const NOUN_TAGS = new Set(['NOUN', 'PROPN']);

export function isContentWord(token: Token): boolean {
  return (
    token.type === 'word' &&
    !token.stopWord &&
    token.lemma.length >= 2 &&
    HAS_LETTER.test(token.lemma)
  );
}

export function isNoun(token: Token): boolean {
  return NOUN_TAGS.has(token.pos);
}

/** 'not helpful' and 'helpful' are opposite points; a negated noun ('no slides') is still about slides. */
function termOf(token: Token): string {
  return token.negated && !isNoun(token) ? `not ${token.lemma}` : token.lemma;
}

/** Distinct single-word terms of a run of tokens. */
export function wordTerms(tokens: readonly Token[]): string[] {
  return [...new Set(tokens.filter(isContentWord).map(termOf))];
}

/** Distinct single-word terms plus neighbouring pairs of them (stop words in between are skipped). */
export function sentenceTerms(tokens: readonly Token[]): string[] {
  const words = tokens.filter(isContentWord).map(termOf);
  const terms = new Set(words);
  for (let i = 1; i < words.length; i++) terms.add(`${words[i - 1]} + ${words[i]}`);
  return [...terms];
}
