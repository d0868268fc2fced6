import { describe, expect, it } from 'vitest';
import type { Stance } from '../opinions';
import { lexiconStance, summarizerStance } from './opinion-classifiers';
import { scoreOpinions } from './opinion-scores';
import { loadOpinionSet } from './opinion-sets';

describe('scoreOpinions', () => {
  const sentences = [
    { text: 'a', label: 'positive' },
    { text: 'b', label: 'mixed' },
    { text: 'c', label: 'critical' },
    { text: 'd', label: 'neutral' },
  ] as const;

  it('counts mixed on both sides', () => {
    const guesses: Record<string, Stance> = {
      a: 'positive',
      b: 'positive',
      c: 'mixed',
      d: 'neutral',
    };
    const scores = scoreOpinions(sentences, (text) => guesses[text]!);
    // liked: gold {a, b}, guessed {a, b, c} → precision 2/3, recall 1.
    expect(scores.liked.precision).toBeCloseTo(2 / 3);
    expect(scores.liked.recall).toBe(1);
    // could be better: gold {b, c}, guessed {c} → precision 1, recall 1/2.
    expect(scores.couldBeBetter).toMatchObject({ precision: 1, recall: 0.5 });
    expect(scores.accuracy).toBe(0.5);
  });

  it('gives zero, not NaN, to a classifier that never picks a side', () => {
    const scores = scoreOpinions(sentences, () => 'neutral');
    expect(scores.liked).toEqual({ precision: 0, recall: 0, f1: 0 });
  });
});

describe('the labelled sets', () => {
  it('load with every label present, and share no sentence', () => {
    const development = loadOpinionSet('development');
    const heldOut = loadOpinionSet('held-out');
    for (const set of [development, heldOut]) {
      expect(new Set(set.map((s) => s.label))).toEqual(
        new Set(['positive', 'critical', 'mixed', 'neutral']),
      );
    }
    const seen = new Set(development.map((s) => s.text.toLowerCase()));
    expect(heldOut.filter((s) => seen.has(s.text.toLowerCase()))).toEqual([]);
  });

  it('the summarizer beats the plain lexicon on both sides of the held-out set', () => {
    const heldOut = loadOpinionSet('held-out');
    const ours = scoreOpinions(heldOut, summarizerStance);
    const baseline = scoreOpinions(heldOut, lexiconStance);
    expect(ours.liked.f1).toBeGreaterThan(baseline.liked.f1);
    expect(ours.couldBeBetter.f1).toBeGreaterThan(baseline.couldBeBetter.f1);
  });
});
