// The pieces a summary can quote: sentences, or clauses of sentences too long to read as one.
import type { Token, TokenizedText } from './nlp';

/** Longer sentences are split at clause punctuation; pieces still longer are never quoted. */
export const MAX_UNIT_WORDS = 40;
const CLAUSE_BREAKS = new Set([',', ';', ':', '–', '—', '(', ')']);
const URL_ENDING_SENTENCE = /[.!?]$/;

export interface Unit {
  /** The whole text the unit comes from; token offsets point into it. */
  source: string;
  tokens: Token[];
  /** The original text of the unit, with runs of white space collapsed. */
  text: string;
  words: number;
}

function wordCount(tokens: readonly Token[]): number {
  return tokens.filter((t) => t.type === 'word').length;
}

/** The unit made of a run of a text's tokens. */
export function toUnit(source: string, tokens: Token[]): Unit | undefined {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return undefined;
  const text = source.slice(first.start, last.end).replace(/\s+/g, ' ').trim();
  return text ? { source, tokens, text, words: wordCount(tokens) } : undefined;
}

/** Splits after every token that `isBreak` accepts, dropping the break token when `dropBreak`. */
function splitAfter(
  tokens: Token[],
  isBreak: (t: Token) => boolean,
  dropBreak: boolean,
): Token[][] {
  const pieces: Token[][] = [];
  let current: Token[] = [];
  for (const token of tokens) {
    if (!isBreak(token)) current.push(token);
    else {
      if (!dropBreak) current.push(token);
      pieces.push(current);
      current = [];
    }
  }
  pieces.push(current);
  return pieces.filter((p) => p.length > 0);
}

/**
 * The model reads 'see https://x.org/labs. The exam…' as one sentence (the URL swallows the full
 * stop), so a URL that ends in sentence punctuation also ends the sentence.
 */
function splitAfterUrls(sentence: Token[]): Token[][] {
  return splitAfter(sentence, (t) => t.type === 'url' && URL_ENDING_SENTENCE.test(t.value), false);
}

/** A run too long to be a word (see MAX_RUN_CHARS) is never quoted: the text around it is. */
function withoutOverlongRuns(sentence: Token[]): Token[][] {
  return splitAfter(sentence, (t) => t.type === 'overlong', true);
}

function clauses(sentence: Token[]): Token[][] {
  if (wordCount(sentence) <= MAX_UNIT_WORDS) return [sentence];
  return splitAfter(sentence, (t) => t.type === 'punctuation' && CLAUSE_BREAKS.has(t.value), true);
}

/** All quotable units of a text, in reading order, including ones too long to quote. */
export function unitsOf(tokenized: TokenizedText): Unit[] {
  return tokenized.sentences
    .flatMap(splitAfterUrls)
    .flatMap(withoutOverlongRuns)
    .flatMap(clauses)
    .map((tokens) => toUnit(tokenized.text, tokens))
    .filter((unit): unit is Unit => unit !== undefined);
}

/** The first `MAX_UNIT_WORDS` words of a unit, marked as cut; the unit's text when short enough. */
export function shortened(unit: Unit): string {
  if (unit.words <= MAX_UNIT_WORDS) return unit.text;
  let words = 0;
  const kept = unit.tokens.filter((t) => (t.type === 'word' ? ++words : words) <= MAX_UNIT_WORDS);
  return `${toUnit(unit.source, kept)?.text ?? ''}…`;
}
