// The one place that touches wink-nlp. The English model ships inside an npm package, so nothing is
// downloaded at run time; it is loaded once per process, on first use, because loading costs ~70 ms.
import { createRequire } from 'node:module';
import type { ItsFunction, Model, WinkMethods } from 'wink-nlp';
import { fixNounPhraseTags } from './tag-fixes';

/** One token of a feedback text, with its position in the original (untrimmed-by-us) text. */
export interface Token {
  /** The token as written in the analysed text (lower case when the text could be lowered). */
  value: string;
  lemma: string;
  pos: string;
  /**
   * wink's token type ('word', 'punctuation', 'url', 'emoji', 'number', ...), or 'overlong' for a
   * piece of a run of more than MAX_RUN_CHARS characters without white space, which no word is.
   */
  type: string;
  stopWord: boolean;
  negated: boolean;
  start: number;
  end: number;
}

/** A text split into sentences; each sentence is a run of tokens. */
export interface TokenizedText {
  text: string;
  sentences: Token[][];
}

/**
 * wink's tokenizer slows down quadratically or worse on long runs without white space ('////…',
 * 'http://http://…', 'aaaa…': 4,000 characters of them can take a second or more). No word and
 * hardly a link is longer than this, so longer runs are cut into pieces of this size before wink
 * reads them, which bounds its work per character.
 */
export const MAX_RUN_CHARS = 96;

const require = createRequire(import.meta.url);
let loaded: WinkMethods | undefined;

function nlp(): WinkMethods {
  if (!loaded) {
    const winkNLP = require('wink-nlp') as (model: Model, pipe: string[]) => WinkMethods;
    const model = require('wink-eng-lite-web-model') as Model;
    // No NER or sentiment: they are not used and would cost time on every text.
    loaded = winkNLP(model, ['sbd', 'negation', 'pos']);
  }
  return loaded;
}

/**
 * Splits a text into sentences of tokens. The text is analysed in lower case because the model tags
 * SHOUTED or Title Case words as proper nouns and then neither lemmatizes nor groups them; offsets
 * still point into `text`, whose original casing is what a summary shows.
 */
export function tokenize(text: string): TokenizedText {
  const winkNlp = nlp();
  const its = winkNlp.its;
  const lowered = text.toLowerCase();
  // A few characters change length when lowered (e.g. 'İ'); then offsets would drift, so keep the case.
  const { analysed, overlong } = withRunsCut(lowered.length === text.length ? lowered : text);
  const doc = winkNlp.readDoc(analysed);
  const tokens = doc.tokens();
  const values = tokens.out() as string[];
  // wink's typings declare `its.lemma` with an extra parameter that `out` does not accept.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const tags = tokens.out(its.pos) as string[];
  const types = tokens.out(its.type) as string[];
  const stopWords = tokens.out(its.stopWordFlag) as boolean[];
  const negations = tokens.out(its.negationFlag) as boolean[];
  const spaces = tokens.out(its.precedingSpaces) as string[];

  const all: Token[] = [];
  let offset = 0;
  let run = 0;
  values.forEach((value, i) => {
    const start = offset + (spaces[i] ?? '').length;
    offset = start + value.length;
    while (run < overlong.length && overlong[run]!.end <= start) run++;
    const inOverlongRun = run < overlong.length && overlong[run]!.start <= start;
    all.push({
      value,
      lemma: lemmas[i] ?? value,
      pos: tags[i] ?? 'X',
      type: inOverlongRun ? 'overlong' : (types[i] ?? 'word'),
      stopWord: stopWords[i] ?? false,
      negated: negations[i] ?? false,
      start,
      end: offset,
    });
  });

  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  const sentences = spans.map(([first, last]) => all.slice(first, last + 1));
  sentences.forEach(fixNounPhraseTags);
  return { text, sentences };
}

interface Range {
  start: number;
  end: number;
}

/**
 * The text with a space put in every MAX_RUN_CHARS characters of each longer run without white
 * space (same length, so offsets still hold), and where those runs are. One pass over the text.
 */
export function withRunsCut(text: string): { analysed: string; overlong: Range[] } {
  const overlong: Range[] = [];
  let runStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !/\s/.test(text[i]!)) continue;
    if (i - runStart > MAX_RUN_CHARS) overlong.push({ start: runStart, end: i });
    runStart = i + 1;
  }
  if (overlong.length === 0) return { analysed: text, overlong };
  const pieces: string[] = [];
  let copied = 0;
  for (const { start, end } of overlong) {
    pieces.push(text.slice(copied, start));
    for (let cut = start; cut < end; cut += MAX_RUN_CHARS) {
      pieces.push(' ', text.slice(cut + 1, Math.min(end, cut + MAX_RUN_CHARS)));
    }
    copied = end;
  }
  pieces.push(text.slice(copied));
  return { analysed: pieces.join(''), overlong };
}

/** The part of speech the model gives a word on its own, with nothing around it ('brief': ADJ). */
export function tagAlone(word: string): string {
  const winkNlp = nlp();
  return (winkNlp.readDoc(word).tokens().out(winkNlp.its.pos) as string[])[0] ?? 'X';
}

/** The sentences of a text as written, by the same sentence splitter the summarizer uses. */
export function splitSentences(text: string): string[] {
  return tokenize(text).sentences.flatMap((tokens) => {
    const first = tokens[0];
    const last = tokens[tokens.length - 1];
    return first && last ? [text.slice(first.start, last.end)] : [];
  });
}
