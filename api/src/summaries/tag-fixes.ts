// The light English model often tags plural nouns after an article as verbs ('the lectures were
// fine', 'the long lectures' → lectures/VERB), and feedback is full of such nouns: lectures,
// slides, notes, labs. After a determiner and up to a few modifiers, the first verb-tagged word is
// read as the noun; participles before it ('the recorded lectures') as modifiers.
import type { Token } from './nlp';

const DETERMINERS = new Set(['the', 'a', 'an', 'these', 'those', 'my', 'our', 'your', 'their']);
const MODIFIER_TAGS = new Set(['ADJ', 'ADV']);
const PARTICIPLE = /(?:ed|ing)$/;
const MAX_MODIFIERS = 3;

function isParticipleBeforeVerb(sentence: readonly Token[], j: number): boolean {
  return (
    sentence[j]!.pos === 'VERB' &&
    PARTICIPLE.test(sentence[j]!.value) &&
    sentence[j + 1]?.pos === 'VERB'
  );
}

export function fixNounPhraseTags(sentence: Token[]): void {
  for (let i = 1; i < sentence.length; i++) {
    if (!DETERMINERS.has(sentence[i - 1]!.value)) continue;
    let j = i;
    while (j < i + MAX_MODIFIERS && j < sentence.length - 1) {
      if (isParticipleBeforeVerb(sentence, j)) sentence[j]!.pos = 'ADJ';
      else if (!MODIFIER_TAGS.has(sentence[j]!.pos)) break;
      j++;
    }
    if (sentence[j]?.pos === 'VERB') sentence[j]!.pos = 'NOUN';
  }
}
