import { describe, expect, it } from 'vitest';
import { rouge } from './rouge';

describe('rouge', () => {
  it('scores identical texts 1 whatever their case and punctuation', () => {
    expect(rouge('The exam was hard!', 'the exam was hard')).toEqual({
      rouge1: 1,
      rouge2: 1,
      rougeL: 1,
    });
  });

  it('scores texts with no word in common 0, and an empty text 0', () => {
    expect(rouge('slides outdated', 'exam fair')).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0 });
    expect(rouge('', 'exam fair')).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0 });
  });

  it('gives the F1 of unigram and bigram overlap', () => {
    // Candidate: the cat sat (3 words, 2 bigrams); reference: the cat ran (3 words, 2 bigrams).
    const scores = rouge('the cat sat', 'the cat ran');
    expect(scores.rouge1).toBeCloseTo(2 / 3);
    expect(scores.rouge2).toBeCloseTo(1 / 2);
    expect(scores.rougeL).toBeCloseTo(2 / 3);
  });
});
