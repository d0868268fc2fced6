// The light English model often tags plural nouns after an article as verbs ('the lectures were
// fine', 'the long lectures' → lectures/VERB), and feedback is full of such nouns: lectures,
// slides, notes, labs. After a determiner and up to a few modifiers, the first verb-tagged plural is
// read as the noun; participles before it ('the recorded lectures') as modifiers. The model also
// reads some nouns as adjectives ('the brief left a lot open' → brief/ADJ, left/NOUN).
import type { Token } from './nlp';

const DETERMINERS = new Set(['the', 'a', 'an', 'these', 'those', 'my', 'our', 'your', 'their']);
const MODIFIER_TAGS = new Set(['ADJ', 'ADV']);
const PARTICIPLE = /(?:ed|ing)$/;
const MAX_MODIFIERS = 3;
const PLURAL = /[^s]s$/;

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
}
