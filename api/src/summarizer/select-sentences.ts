// Chooses the sentences that say what many students said. A term's weight is the share of students
// who used it; a sentence scores by the cosine between its terms and those weights, so it wins by
// saying several common things without padding. After each pick the picked terms lose most of their
// weight (as in SumBasic), so the next pick is the next most common point, and sentences that add
// too little that is new are skipped. Cost: one pass over the texts plus `limit` passes over the
// distinct candidate sentences — linear in the input.
import { readability } from './presentation';
import { sentenceTerms, wordTerms } from './terms';
import { MAX_UNIT_WORDS, type Unit } from './units';

/** Weight left on a term once a chosen sentence has said it. */
const SAID_WEIGHT_FACTOR = 0.2;
/** A sentence must bring more than this share of words not already said. */
const MIN_NEW_WORD_SHARE = 0.5;
/** Sentences shorter than this read like fragments; longer ones like monologues. */
const SHORTEST_FULL_WEIGHT_WORDS = 4;
const LONGEST_FULL_WEIGHT_WORDS = 25;

interface TermedUnit {
  unit: Unit;
  terms: string[];
}

interface Candidate extends TermedUnit {
  words: string[];
  prior: number;
  /** Candidates with the same key make the same point: only one of them is chosen. */
  key: string | undefined;
}

export interface SelectionOptions {
  /** Units with the same key make one point (e.g. both are about the slides). */
  pointOf?: (unit: Unit) => string | undefined;
}

function lengthPrior(words: number): number {
  return Math.min(1, words / SHORTEST_FULL_WEIGHT_WORDS, LONGEST_FULL_WEIGHT_WORDS / words);
}

/** Same words, ignoring case and punctuation: one candidate is enough for all of them. */
function duplicateKey(unit: Unit): string {
  return unit.tokens
    .filter((t) => t.type === 'word')
    .map((t) => t.value.toLowerCase())
    .join(' ');
}

function candidatesOf(
  texts: readonly TermedUnit[][],
  pointOf: SelectionOptions['pointOf'],
): Candidate[] {
  const byKey = new Map<string, Candidate>();
  for (const { unit, terms } of texts.flat()) {
    if (unit.words === 0 || unit.words > MAX_UNIT_WORDS || terms.length === 0) continue;
    const candidate = {
      unit,
      terms,
      words: wordTerms(unit.tokens),
      prior: readability(unit) * lengthPrior(unit.words),
      key: pointOf?.(unit),
    };
    const key = duplicateKey(unit);
    const known = byKey.get(key);
    if (!known || known.prior < candidate.prior) byKey.set(key, candidate);
  }
  return [...byKey.values()];
}

/** Share of students using each term: a term counts once per text, however often it is repeated. */
function studentShares(texts: readonly TermedUnit[][]): Map<string, number> {
  const shares = new Map<string, number>();
  const step = 1 / texts.length;
  for (const units of texts) {
    const terms = new Set(units.flatMap((unit) => unit.terms));
    for (const term of terms) shares.set(term, (shares.get(term) ?? 0) + step);
  }
  return shares;
}

function score(candidate: Candidate, weights: Map<string, number>): number {
  let sum = 0;
  for (const term of candidate.terms) sum += weights.get(term) ?? 0;
  return (candidate.prior * sum) / Math.sqrt(candidate.terms.length);
}

function bringsEnoughNew(candidate: Candidate, said: Set<string>): boolean {
  const fresh = candidate.words.filter((word) => !said.has(word)).length;
  return fresh > MIN_NEW_WORD_SHARE * candidate.words.length;
}

/**
 * Up to `limit` units that together cover the most common points, most common first. Each text is
 * given as its units; returns fewer than `limit` when the rest would only repeat.
 */
export function selectRepresentativeUnits(
  textsUnits: readonly (readonly Unit[])[],
  limit: number,
  { pointOf }: SelectionOptions = {},
): Unit[] {
  if (limit <= 0 || textsUnits.length === 0) return [];
  const texts = textsUnits.map((units) =>
    units.map((unit) => ({ unit, terms: sentenceTerms(unit.tokens) })),
  );
  const weights = studentShares(texts);
  let remaining = candidatesOf(texts, pointOf);
  const said = new Set<string>();
  const madePoints = new Set<string>();
  const chosen: Unit[] = [];

  while (chosen.length < limit) {
    remaining = remaining.filter(
      (candidate) =>
        bringsEnoughNew(candidate, said) &&
        (candidate.key === undefined || !madePoints.has(candidate.key)),
    );
    let best: Candidate | undefined;
    let bestScore = 0;
    for (const candidate of remaining) {
      const candidateScore = score(candidate, weights);
      if (candidateScore > bestScore) [best, bestScore] = [candidate, candidateScore];
    }
    if (!best) break;
    chosen.push(best.unit);
    if (best.key !== undefined) madePoints.add(best.key);
    for (const word of best.words) said.add(word);
    for (const term of best.terms) weights.set(term, (weights.get(term) ?? 0) * SAID_WEIGHT_FACTOR);
  }
  return chosen;
}
