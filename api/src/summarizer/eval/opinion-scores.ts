// Precision and recall of the two sides a summary reports: 'liked' (positive or mixed) and 'could
// be better' (critical or mixed), for any classifier of texts into stances.
import type { Stance } from '../opinions';
import type { LabelledSentence } from './opinion-sets';

export interface SideScores {
  precision: number;
  recall: number;
  f1: number;
}

export interface OpinionScores {
  liked: SideScores;
  couldBeBetter: SideScores;
  /** Share of sentences given exactly their label. */
  accuracy: number;
}

const praises = (stance: Stance) => stance === 'positive' || stance === 'mixed';
const criticises = (stance: Stance) => stance === 'critical' || stance === 'mixed';

function side(
  pairs: ReadonlyArray<{ gold: Stance; guess: Stance }>,
  onSide: (s: Stance) => boolean,
): SideScores {
  const truePositives = pairs.filter((p) => onSide(p.gold) && onSide(p.guess)).length;
  const guessed = pairs.filter((p) => onSide(p.guess)).length;
  const actual = pairs.filter((p) => onSide(p.gold)).length;
  const precision = guessed === 0 ? 0 : truePositives / guessed;
  const recall = actual === 0 ? 0 : truePositives / actual;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

export function scoreOpinions(
  sentences: readonly LabelledSentence[],
  classify: (text: string) => Stance,
): OpinionScores {
  const pairs = sentences.map((s) => ({ gold: s.label, guess: classify(s.text) }));
  return {
    liked: side(pairs, praises),
    couldBeBetter: side(pairs, criticises),
    accuracy: pairs.filter((p) => p.gold === p.guess).length / Math.max(1, pairs.length),
  };
}
