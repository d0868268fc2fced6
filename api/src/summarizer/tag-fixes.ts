// The light English model often tags plural nouns after an article as verbs ('the lectures were
// fine', 'the long lectures' → lectures/VERB), and feedback is full of such nouns: lectures,
// slides, notes, labs. After a determiner and up to a few modifiers, the first verb-tagged plural is
// read as the noun; participles before it ('the recorded lectures') as modifiers. The model also
// reads some nouns as adjectives ('the brief left a lot open' → brief/ADJ, left/NOUN), the first
// word of a compound after a preposition as a verb ('on register allocation', 'on amortised
// analysis'), its last word too ('on ray tracing', 'on buffer overflows'), and some verbs as nouns
// ('one big one spread the workload', 'made the theory click').
import type { Token } from './nlp';

const DETERMINERS = new Set(['the', 'a', 'an', 'these', 'those', 'my', 'our', 'your', 'their']);
const MODIFIER_TAGS = new Set(['ADJ', 'ADV']);
const PARTICIPLE = /(?:ed|ing)$/;
const MAX_MODIFIERS = 3;
const PLURAL = /[^s]s$/;
/** Adverbs that single out a noun phrase, as a preposition does: 'especially access control'. */
const FOCUSING_ADVERBS = new Set(['especially', 'particularly', 'mainly', 'mostly', 'notably']);

/** An adverb opening an added phrase (', especially …'), not one before a verb ('it mostly helped'). */
function singlesOut(sentence: readonly Token[], i: number): boolean {
  const previous = sentence[i - 1];
  return (
    FOCUSING_ADVERBS.has(sentence[i]?.value ?? '') &&
    (previous === undefined || previous.pos === 'PUNCT')
  );
}
/** Verbs whose object is followed by a bare verb: 'made the theory click', 'let us choose'. */
const CAUSATIVES = new Set(['make', 'let']);
/** Pronouns that are a clause's subject, right before its verb ('it spread the workload'). */
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
const ARTICLES = new Set(['the', 'a', 'an']);
/** Tags that start a verb's object: 'passing the exam', 'covering proofs'. */
const OBJECT_TAGS = new Set(['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ', 'NUM']);
/** What can follow such a bare verb: 'click.', 'click and', 'click for me'. */
const AFTER_BARE_VERB_TAGS = new Set(['PUNCT', 'CCONJ', 'ADP']);

function isParticipleBeforeVerb(sentence: readonly Token[], j: number): boolean {
  return (
    sentence[j]!.pos === 'VERB' &&
    PARTICIPLE.test(sentence[j]!.value) &&
    sentence[j + 1]?.pos === 'VERB'
  );
}

/**
 * 'the brief left a lot open': after a determiner, an adjective followed by a singular noun and
 * then another determiner is the noun, and that 'noun' is its verb. Likewise an adjective right
 * before a verb or auxiliary is the noun ('the brief was unclear').
 */
function fixAdjectiveAsNoun(sentence: Token[], i: number): void {
  const [word, next, after] = [sentence[i], sentence[i + 1], sentence[i + 2]];
  if (word?.pos !== 'ADJ' || !next) return;
  if (next.pos === 'NOUN' && !PLURAL.test(next.value) && after?.pos === 'DET') {
    word.pos = 'NOUN';
    next.pos = 'VERB';
  } else if (next.pos === 'AUX') {
    word.pos = 'NOUN';
  }
}

/**
 * A verb form read as a noun or adjective is its own lemma ('rendering', 'amortised'), as the
 * model lemmatizes such words when it tags them so; a plural keeps its singular ('overflows').
 */
function readAsModifier(word: Token, pos: 'NOUN' | 'ADJ'): void {
  word.pos = pos;
  if (PARTICIPLE.test(word.value)) word.lemma = word.value;
}

/**
 * A verb form between a preposition (or a determiner) and a noun modifies the noun: 'on register
 * allocation', 'although amortised analysis', 'the rendering pipeline', ', especially access
 * control'. So does a participle after 'to' or a verb (an infinitive is never one, nor are two
 * verbs in a row: 'explained amortised analysis'), and one opening a sentence before its
 * subject's verb ('Worked examples made it click'). After a preposition a gerund stays a verb
 * ('by checking answers').
 */
function fixVerbBeforeNoun(sentence: Token[], i: number): void {
  const [before, word, next] = [sentence[i - 1], sentence[i], sentence[i + 1]];
  if (word?.pos !== 'VERB' || next?.pos !== 'NOUN') return;
  const gerund = word.value.endsWith('ing');
  const participle = word.value.endsWith('ed');
  const modifies =
    (before?.pos === 'ADP' && before.value !== 'to' && !gerund) ||
    (singlesOut(sentence, i - 1) && !gerund) ||
    ((before?.value === 'to' || before?.pos === 'VERB') && participle) ||
    before?.pos === 'DET';
  const openingParticiple =
    i === 0 && PARTICIPLE.test(word.value) && /^(?:VERB|AUX)$/.test(sentence[i + 2]?.pos ?? '');
  if (!modifies && !openingParticiple) return;
  readAsModifier(word, participle ? 'ADJ' : 'NOUN');
}

/**
 * After a preposition or a verb and a noun, a gerund or plural with no object of its own ends the
 * compound: 'on ray tracing,', 'explained buffer overflows with'; not 'on students passing the
 * exam'.
 */
function fixVerbEndingCompound(sentence: Token[], i: number): void {
  const [governor, noun, word, next] = [
    sentence[i - 2],
    sentence[i - 1],
    sentence[i],
    sentence[i + 1],
  ];
  const endsCompound =
    (governor?.pos === 'ADP' || governor?.pos === 'VERB') &&
    noun?.pos === 'NOUN' &&
    word?.pos === 'VERB' &&
    (word.value.endsWith('ing') || PLURAL.test(word.value)) &&
    !OBJECT_TAGS.has(next?.pos ?? '');
  if (endsCompound) readAsModifier(word, 'NOUN');
}

/**
 * A singular 'noun' between a subject and an article is the verb between them ('one big one spread
 * the workload'); so is one ending the clause after a causative's object ('made the theory click').
 */
function fixNounAsVerb(sentence: Token[], i: number): void {
  const [before, word, next] = [sentence[i - 1], sentence[i], sentence[i + 1]];
  if (word?.pos !== 'NOUN' || PLURAL.test(word.value) || !before) return;
  const subject = before.pos === 'NUM' || SUBJECT_PRONOUNS.has(before.value);
  const beforeArticle = subject && ARTICLES.has(next?.value ?? '');
  const causative = sentence[i - 3];
  const afterCausativeObject =
    before.pos === 'NOUN' &&
    (next === undefined || AFTER_BARE_VERB_TAGS.has(next.pos)) &&
    sentence[i - 2]?.pos === 'DET' &&
    causative?.pos === 'VERB' &&
    CAUSATIVES.has(causative.lemma);
  if (beforeArticle || afterCausativeObject) word.pos = 'VERB';
}

export function fixNounPhraseTags(sentence: Token[]): void {
  // 'Lectures went too fast': a plural opening the sentence before a verb is its subject.
  const [first, second] = sentence;
  if (
    first?.pos === 'VERB' &&
    PLURAL.test(first.value) &&
    /^(?:VERB|AUX)$/.test(second?.pos ?? '')
  ) {
    first.pos = 'NOUN';
  }
  for (let i = 1; i < sentence.length; i++) {
    if (!DETERMINERS.has(sentence[i - 1]!.value)) continue;
    fixAdjectiveAsNoun(sentence, i);
    let j = i;
    while (j < i + MAX_MODIFIERS && j < sentence.length - 1) {
      if (isParticipleBeforeVerb(sentence, j)) sentence[j]!.pos = 'ADJ';
      else if (!MODIFIER_TAGS.has(sentence[j]!.pos)) break;
      j++;
    }
    // Only plurals: 'the brief left a lot open' has a noun and then a real verb.
    if (sentence[j]?.pos === 'VERB' && PLURAL.test(sentence[j]!.value)) sentence[j]!.pos = 'NOUN';
  }
  for (let i = 0; i < sentence.length; i++) {
    fixVerbBeforeNoun(sentence, i);
    fixVerbEndingCompound(sentence, i);
    fixNounAsVerb(sentence, i);
  }
}
