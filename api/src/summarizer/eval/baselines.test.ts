import { describe, expect, it } from 'vitest';
import { firstSentences, randomSentences } from './baselines';
import { seededRandom } from './seeded-random';

const texts = ['Slides were clear. Labs were long.', 'The exam was fair.', 'Quizzes helped.'];

describe('baselines', () => {
  it('takes the first sentences in the order the feedback was given', () => {
    expect(firstSentences(texts, 3)).toBe('Slides were clear. Labs were long. The exam was fair.');
  });

  it('draws the same random sentences for the same seed, all from the feedback', () => {
    const drawn = randomSentences(texts, 2, seededRandom(7));
    expect(drawn).toBe(randomSentences(texts, 2, seededRandom(7)));
    const sentences = [
      'Slides were clear.',
      'Labs were long.',
      'The exam was fair.',
      'Quizzes helped.',
    ];
    const picked = sentences.filter((sentence) => drawn.includes(sentence));
    expect(picked).toHaveLength(2);
  });

  it('draws differently for different seeds', () => {
    const draws = new Set(
      [1, 2, 3, 4, 5].map((seed) => randomSentences(texts, 2, seededRandom(seed))),
    );
    expect(draws.size).toBeGreaterThan(1);
  });
});
