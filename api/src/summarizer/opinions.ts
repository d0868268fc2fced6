// Whether a sentence praises, criticises, does both ('good slides, but too fast') or neither, and
// which part of it does which, so a mixed sentence counts on both sides and each side can quote
// its own part. Every word gets a score (lexicon, flipped under negation), then rules for how
// feedback says what could be better: 'too …', wishes and suggestions ('should', 'could be
// clearer', 'would be nice', 'I wish'), 'hard to follow', 'not enough'. The sentence is cut into
// parts at contrast words and clause punctuation, and each part's scores are summed. One pass over
// the tokens with a look-ahead of a few tokens: linear.
import type { Token } from './nlp';
import { wordPolarity } from './polarity-lexicon';

export type Stance = 'positive' | 'critical' | 'mixed' | 'neutral';

export interface Opinion {
  stance: Stance;
  /** The part that praises: the whole sentence unless it is mixed; empty when nothing does. */
  liked: Token[];
  /** The part that criticises or asks for a change, likewise. */
  critical: Token[];
}

const CONTRAST_WORDS = new Set([
  'but',
  'however',
  'although',
  'though',
  'yet',
  'whereas',
  'except',
  'apart',
]);
const PART_BREAKS = new Set([',', ';', ':', '–', '—', '(', ')']);
/** Words that cannot be what 'too' intensifies ('too' then means 'also'). */
const TOO_STOPS = new Set(['PUNCT', 'CCONJ', 'SCONJ', 'ADP', 'PRON', 'AUX', 'PART']);
const QUANTITIES = new Set(['much', 'many', 'little', 'few']);
const DEMANDING = new Set(['hard', 'difficult', 'impossible', 'tricky', 'tough', 'confusing']);
const WISH_VERBS = new Set(['help', 'like', 'prefer', 'appreciate', 'love', 'make', 'benefit']);
const COMPARATIVE = /^(?:more|less|better|\p{L}+er)$/u;
const CHANGE_VERBS = new Set(['use', 'do', 'slow', 'speak', 'explain', 'include', 'provide']);
/** Multi-word expressions, matched on the words as written. */
const PHRASES: Array<{ words: string[]; score: number }> = [
  { words: ['not', 'enough'], score: -2 },
  { words: ['out', 'of', 'date'], score: -2 },
  { words: ['up', 'to', 'date'], score: 1 },
  { words: ['off', 'topic'], score: -1 },
  { words: ['hard', 'going'], score: -2 },
  { words: ['makes', 'sense'], score: 1 },
  { words: ['made', 'sense'], score: 1 },
  { words: ['longer', 'than'], score: -1 },
  { words: ['took', 'ages'], score: -2 },
  { words: ['read', 'straight', 'from'], score: -2 },
  { words: ['read', 'from'], score: -2 },
];
/** What students expect to happen; that it did not ('never got', 'not provided') is a complaint. */
const EXPECTED = new Set([
  'get',
  'receive',
  'answer',
  'reply',
  'respond',
  'return',
  'upload',
  'provide',
  'give',
  'match',
  'explain',
  'contribute',
  'reflect',
]);
/** How far a suggestion ('could … clearer', 'would … nice') may reach. */
const SUGGESTION_REACH = 3;
const STRONG = 2;

function matchesPhrase(tokens: readonly Token[], i: number, words: readonly string[]): boolean {
  return words.every((word, k) => tokens[i + k]?.value === word);
}

/** Index of the first token in (i, i + reach] that `test` accepts, or -1. */
function ahead(tokens: readonly Token[], i: number, test: (t: Token) => boolean): number {
  for (let k = i + 1; k <= i + SUGGESTION_REACH && k < tokens.length; k++) {
    if (tokens[k]!.type === 'punctuation') return -1;
    if (test(tokens[k]!)) return k;
  }
  return -1;
}

const isPraise = (t: Token) => t.pos === 'ADJ' && wordPolarity(t.value, t.lemma, t.pos) > 0;

/**
 * A wish for change starting at token i, and how many tokens it spans (their own scores are
 * then ignored: 'would be nice' is a wish, not praise), or undefined.
 */
function suggestionAt(tokens: readonly Token[], i: number): number | undefined {
  const t = tokens[i]!;
  const isFirst = i === 0;
  if (t.lemma === 'should' || t.value === 'wish' || t.value === 'please') {
    const better = ahead(tokens, i, (n) => COMPARATIVE.test(n.value) || isPraise(n));
    return better >= 0 ? better - i + 1 : 1;
  }
  if (t.lemma === 'would') {
    const wishVerb = ahead(tokens, i, (n) => n.pos === 'VERB' && WISH_VERBS.has(n.lemma));
    if (wishVerb >= 0) return wishVerb - i + 1;
    const praise = ahead(tokens, i, isPraise);
    if (praise >= 0 && tokens[i + 1]?.lemma === 'be') return praise - i + 1;
  }
  if (t.lemma === 'could') {
    const change = ahead(
      tokens,
      i,
      (n) => COMPARATIVE.test(n.value) || (n.pos === 'VERB' && CHANGE_VERBS.has(n.lemma)),
    );
    if (change >= 0) return change - i + 1;
  }
  if (t.lemma === 'need' && t.pos === 'VERB') {
    // 'peer assessment is needed'
    if (tokens[i - 1]?.pos === 'AUX' && t.value === 'needed') return 1;
    const next = tokens[i + 1];
    if (
      next &&
      (next.value === 'to' ||
        next.value === 'more' ||
        next.value === 'a' ||
        /ing$/.test(next.value))
    )
      return 2;
  }
  if (isFirst && (t.value === 'more' || t.value === 'why')) return 1;
  return undefined;
}

/** Prepositions that introduce what a module covers ('linking X to real-world problems'). */
const SUBJECT_PREPOSITIONS = new Set(['to', 'on', 'about', 'into', 'like']);
const NOUN_PHRASE_WORDS = new Set(['NOUN', 'PROPN', 'ADJ']);
const isNoun = (t: Token | undefined) => t?.pos === 'NOUN' || t?.pos === 'PROPN';

/**
 * A negative noun that names what is taught is no complaint: one that modifies another noun
 * ('threat modelling', 'risk assessment'), or one in a phrase introduced by 'to', 'on', 'about'…
 * ('the basics to web vulnerabilities', 'linking it to real-world problems'). 'Problems with
 * the labs' and 'lots of errors' stay complaints.
 */
function isSubjectMatter(tokens: readonly Token[], i: number): boolean {
  if (!isNoun(tokens[i])) return false;
  const next = tokens[i + 1];
  // 'threat modelling': the model tags the gerund a verb.
  if (isNoun(next) || (next?.pos === 'VERB' && next.value.endsWith('ing'))) return true;
  let k = i - 1;
  while (k >= 0 && (NOUN_PHRASE_WORDS.has(tokens[k]!.pos) || tokens[k]!.value === '-')) k--;
  // The lite model reads 'to web vulnerabilities' as an infinitive ('web' a verb).
  if (tokens[k]?.pos === 'VERB' && tokens[k - 1]?.value === 'to') k--;
  return k >= 0 && SUBJECT_PREPOSITIONS.has(tokens[k]!.value);
}

/** Each token's score; tokens that a rule has read as part of a longer expression score 0. */
function tokenScores(tokens: readonly Token[]): number[] {
  const scores = tokens.map(() => 0);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const phrase = PHRASES.find(({ words }) => matchesPhrase(tokens, i, words));
    if (phrase) {
      scores[i] = t.negated ? -phrase.score : phrase.score;
      i += phrase.words.length - 1;
      continue;
    }
    if (t.value === 'too') {
      const next = tokens[i + 1];
      if (next && !TOO_STOPS.has(next.pos) && (next.pos !== 'DET' || QUANTITIES.has(next.value))) {
        // 'not too stressful' is mild praise.
        scores[i] = t.negated ? 1 : -STRONG;
        i += 1;
        continue;
      }
    }
    if (DEMANDING.has(t.value) && tokens[i + 1]?.value === 'to' && tokens[i + 2]?.pos === 'VERB') {
      scores[i] = t.negated ? STRONG : -STRONG;
      i += 2;
      continue;
    }
    if (t.value === 'well' && (tokens[i + 1]?.pos === 'VERB' || tokens[i + 1]?.pos === 'ADJ')) {
      scores[i] = t.negated ? -STRONG : STRONG;
      i += 1;
      continue;
    }
    const suggestion = suggestionAt(tokens, i);
    if (suggestion !== undefined) {
      scores[i] = -STRONG;
      i += suggestion - 1;
      continue;
    }
    if (t.negated && t.pos === 'VERB' && EXPECTED.has(t.lemma)) {
      scores[i] = -1;
      continue;
    }
    const polarity = wordPolarity(t.value, t.lemma, t.pos);
    scores[i] = polarity < 0 && isSubjectMatter(tokens, i) ? 0 : t.negated ? -polarity : polarity;
  }
  return scores;
}

interface Part {
  tokens: Token[];
  score: number;
}

function partsOf(tokens: readonly Token[], scores: readonly number[]): Part[] {
  const parts: Part[] = [];
  let current: Part = { tokens: [], score: 0 };
  tokens.forEach((t, i) => {
    const isBreak =
      (t.type === 'punctuation' && PART_BREAKS.has(t.value)) || CONTRAST_WORDS.has(t.value);
    if (isBreak) {
      if (current.tokens.length > 0) parts.push(current);
      current = { tokens: [], score: 0 };
      return;
    }
    current.tokens.push(t);
    current.score += scores[i]!;
  });
  if (current.tokens.length > 0) parts.push(current);
  return parts;
}

/** Words that only link a part to the one before it ('and solutions were…'). */
const LINKING_WORDS = new Set(['and', 'so', 'also', 'just', 'then', 'or', 'plus']);

function strongest(parts: readonly Part[], sign: 1 | -1): Token[] {
  let best: Part | undefined;
  for (const part of parts) if (!best || sign * part.score > sign * best.score) best = part;
  const tokens = best?.tokens ?? [];
  const start = tokens.findIndex((t) => !LINKING_WORDS.has(t.value));
  return start < 0 ? [] : tokens.slice(start);
}

export function opinionOf(tokens: Token[]): Opinion {
  const parts = partsOf(tokens, tokenScores(tokens));
  const praising = parts.filter((part) => part.score >= 1);
  const criticising = parts.filter((part) => part.score <= -1);
  if (praising.length > 0 && criticising.length > 0) {
    return { stance: 'mixed', liked: strongest(praising, 1), critical: strongest(criticising, -1) };
  }
  if (praising.length > 0) return { stance: 'positive', liked: tokens, critical: [] };
  if (criticising.length > 0) return { stance: 'critical', liked: [], critical: tokens };
  return { stance: 'neutral', liked: [], critical: [] };
}

/** A whole text's stance from its sentences': it praises if any sentence does, and so on. */
export function combinedStance(stances: readonly Stance[]): Stance {
  const praises = stances.some((s) => s === 'positive' || s === 'mixed');
  const criticises = stances.some((s) => s === 'critical' || s === 'mixed');
  if (praises && criticises) return 'mixed';
  if (praises) return 'positive';
  return criticises ? 'critical' : 'neutral';
}
