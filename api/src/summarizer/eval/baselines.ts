// Naive summaries to compare against: what a reader gets without a summarizer.
import { splitSentences } from '../nlp';
import { shuffled, type Random } from './seeded-random';

function allSentences(texts: readonly string[]): string[] {
  return texts.flatMap((text) => splitSentences(text.trim()));
}

/** The first `count` sentences, in the order the feedback was given. */
export function firstSentences(texts: readonly string[], count: number): string {
  return allSentences(texts).slice(0, count).join(' ');
}

/** `count` sentences picked at random from all the feedback. */
export function randomSentences(texts: readonly string[], count: number, random: Random): string {
  return shuffled(allSentences(texts), random).slice(0, count).join(' ');
}
