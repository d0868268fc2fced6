// The two systems the opinion evaluation compares, each turning one text into a stance.
import { tokenize } from '../nlp';
import { combinedStance, opinionOf, type Stance } from '../opinions';
import { afinnSum } from '../polarity-lexicon';
import { unitsOf } from '../units';

/** The summarizer's reading: each sentence's stance, combined over the text. */
export function summarizerStance(text: string): Stance {
  return combinedStance(unitsOf(tokenize(text)).map((unit) => opinionOf(unit.tokens).stance));
}

/** A plain lexicon: the sign of the AFINN-165 sum. It never sees both sides in one text. */
export function lexiconStance(text: string): Stance {
  const sum = afinnSum(text);
  if (sum > 0) return 'positive';
  return sum < 0 ? 'critical' : 'neutral';
}
