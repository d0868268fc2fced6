// The noun phrases feedback talks about, read from wink's part-of-speech tags: a head noun ('sheets'
// in 'the lab sheets'), the modifiers before it that say what kind ('lab', 'zero-knowledge',
// "Grover's"), and an 'of' phrase after it that says of what ('depth of coverage'). Themes count
// them; points take their head nouns as topics.
import type { Token } from './nlp';
import { wordPolarity } from './polarity-lexicon';
import { isContentWord, isNoun } from './terms';

/**
 * Nouns that any module feedback uses (or that name the aspect being summarised: 'content' is the
 * material); as themes they would tell a reader nothing. 'date' is nearly always 'out of date',
 * 'form' 'in its current form': neither is about a date or a form.
 */
export const GENERIC_NOUNS = new Set([
  'module',
  'course',
  'subject',
  'topic',
  'material',
  'content',
  'assessment',
  'lecturer',
  'teacher',
  'student',
  'people',
  'thing',
  'lot',
  'bit',
  'way',
  'stuff',
  'kind',
  'part',
  'form',
  'week',
  'year',
  'term',
  'semester',
  'time',
  'date',
  'problem',
  'issue',
  'experience',
]);
/** Modifiers that say how much or which, not what: 'more examples' is about examples. */
const VAGUE_MODIFIERS = new Set([
  'more',
  'less',
  'other',
  'many',
  'much',
  'few',
  'several',
  'various',
  'whole',
  'overall',
  'different',
  'same',
  'extra',
  'entire',
  'main',
  'last',
  'first',
  'next',
  'such',
]);
const PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);
/** Modifiers kept before a head: 'weekly lab sheets'. A hyphenated word counts as one. */
const MAX_MODIFIERS = 2;
const UNKNOWN_PLURAL = /[^siu]s$/;
const POSSESSIVES = new Set(["'s", '’s']);

const touches = (left: Token | undefined, right: Token | undefined) =>
  left !== undefined && right !== undefined && left.end === right.start;

/** 'np-completeness', 'self-study': the model reads them as word, '-', word. */
function hyphenatedBefore(tokens: readonly Token[], i: number): boolean {
  const [word, hyphen, head] = [tokens[i - 2], tokens[i - 1], tokens[i]];
  return (
    hyphen?.value === '-' && touches(word, hyphen) && touches(hyphen, head) && word?.type === 'word'
  );
}

/** A noun that ends its phrase ('sheets' in 'the lab sheets'), and is not a generic one. */
export function isHead(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const next = tokens[i + 1];
  // "Grover's algorithm" is about the algorithm.
  const compoundGoesOn =
    next !== undefined &&
    ((isContentWord(next) && isNoun(next)) ||
      hyphenatedBefore(tokens, i + 2) ||
      (POSSESSIVES.has(next.value) && touches(token, next)));
  return (
    token !== undefined &&
    isContentWord(token) &&
    isNoun(token) &&
    !GENERIC_NOUNS.has(token.lemma) &&
    // 'others', 'more' as nouns stand for something said elsewhere.
    !VAGUE_MODIFIERS.has(token.lemma.replace(/s$/, '')) &&
    !compoundGoesOn
  );
}

/**
 * The head's lemma; for a word the model does not know ('excercises' stays 'excercises') a plural
 * 's' is dropped, so a misspelt plural can be matched with the singular lemma of its correct form.
 */
function headKey(token: Token): string {
  return token.lemma === token.value && UNKNOWN_PLURAL.test(token.value)
    ? token.value.slice(0, -1)
    : token.lemma;
}

/**
 * The key of the head noun at i (its lemma; with the word before for a hyphenated compound,
 * 'np-completeness') and where it starts; undefined when i is not a head.
 */
export function headAt(
  tokens: readonly Token[],
  i: number,
): { key: string; start: number } | undefined {
  if (!isHead(tokens, i)) return undefined;
  const head = tokens[i]!;
  if (!hyphenatedBefore(tokens, i)) return { key: headKey(head), start: i };
  return { key: `${tokens[i - 2]!.value}-${headKey(head)}`, start: i - 2 };
}

/**
 * A word that says what kind of thing the head is: not a judgement, not a quantity. A noun names a
 * kind whatever its tone ('support vector machines', 'threat modelling', 'help sessions').
 */
function isDescriptive(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    isContentWord(token) &&
    !VAGUE_MODIFIERS.has(token.value) &&
    (isNoun(token) || wordPolarity(token.value, token.lemma, token.pos) === 0)
  );
}

/**
 * Where the modifier that ends at `end` (exclusive) starts, or undefined when the word there is
 * none: an adjective or noun ('lab'), a hyphenated word ('zero-knowledge', 'public-key') or a
 * possessor ("Grover's"; not "the lecturer's").
 */
function modifierStart(tokens: readonly Token[], end: number): number | undefined {
  const last = tokens[end - 1];
  if (POSSESSIVES.has(last?.value ?? '') && touches(tokens[end - 2], last)) {
    const owner = tokens[end - 2]!;
    const isOwner = isNoun(owner) && isDescriptive(owner) && !GENERIC_NOUNS.has(owner.lemma);
    return isOwner ? end - 2 : undefined;
  }
  if (!isDescriptive(last) || !PHRASE_TAGS.has(last!.pos)) return undefined;
  return hyphenatedBefore(tokens, end - 1) && isDescriptive(tokens[end - 3]) ? end - 3 : end - 1;
}

/**
 * Where each longer phrase ending at the head that starts at `headStart` begins, nearest first:
 * [5, 4] for 'weekly lab sheets' when 'sheets' is at 6.
 */
export function modifierStarts(tokens: readonly Token[], headStart: number): number[] {
  const starts: number[] = [];
  let start: number | undefined = headStart;
  while (starts.length < MAX_MODIFIERS) {
    start = modifierStart(tokens, start);
    if (start === undefined) break;
    starts.push(start);
  }
  return starts;
}

/**
 * The end (exclusive) of an 'of' phrase after the head at `head` ('depth of coverage', 'quality
 * of the recordings'), or undefined when none follows: 'of', an optional determiner, and a noun
 * phrase ending at a head noun.
 */
export function ofPhraseEnd(tokens: readonly Token[], head: number): number | undefined {
  if (tokens[head + 1]?.value !== 'of') return undefined;
  let at = head + 2;
  if (tokens[at]?.pos === 'DET' && isDescriptive(tokens[at + 1])) at++;
  for (let words = 0; words <= MAX_MODIFIERS; at++) {
    if (headAt(tokens, at)) return isDescriptive(tokens[at]) ? at + 1 : undefined;
    // 'of NP-completeness', 'of zero-knowledge proofs': the word before a hyphen goes with it.
    if (hyphenatedBefore(tokens, at + 2) && isDescriptive(tokens[at])) {
      at++;
      continue;
    }
    if (!isDescriptive(tokens[at]) || !PHRASE_TAGS.has(tokens[at]!.pos)) return undefined;
    words++;
  }
  return undefined;
}

/**
 * Whether the noun phrase from `start` to the head at `head` only describes. A bare singular noun
 * completing an adjective says how the judgement applies ('relevant to industry', 'helpful in
 * person'), where one with an article or in the plural names a thing ('helpful on the forum',
 * 'helpful in office hours'). An indefinite one after 'be' or an adverb says what something is
 * ('clearly an expert', 'was a mess'; not 'there was a quiz').
 */
export function onlyDescribes(tokens: readonly Token[], start: number, head: number): boolean {
  const [before, second, third] = [tokens[start - 1], tokens[start - 2], tokens[start - 3]];
  if (before?.pos === 'ADP') {
    const bareSingular = start === head && tokens[head]!.lemma === tokens[head]!.value;
    return bareSingular && second?.pos === 'ADJ';
  }
  if (before?.value !== 'a' && before?.value !== 'an') return false;
  const describes = second?.pos === 'ADV' || (second?.pos === 'AUX' && second.lemma === 'be');
  return describes && third?.value !== 'there';
}
