import { describe, expect, it } from 'vitest';
import { spellingGroups } from './spellings';

const groups = (counts: Record<string, number>) =>
  Object.fromEntries(spellingGroups(new Map(Object.entries(counts))));

describe('spellingGroups', () => {
  it('joins British and American spellings under the commoner one', () => {
    expect(groups({ organisation: 3, organization: 1, colour: 1, color: 2 })).toEqual({
      organisation: 'organisation',
      organization: 'organisation',
      colour: 'color',
      color: 'color',
    });
  });

  it('reads a rarer word one added, dropped or swapped letter away as a typo', () => {
    expect(groups({ exercise: 6, excercise: 2, exrcise: 1, exercsie: 1 })).toEqual({
      exercise: 'exercise',
      excercise: 'exercise',
      exrcise: 'exercise',
      exercsie: 'exercise',
    });
  });

  it('keeps words apart that differ by a replaced letter, are short, or are not twice as common', () => {
    const words = {
      content: 9,
      context: 1,
      notes: 9,
      nodes: 1,
      slide: 9,
      side: 1,
      tutorial: 1,
      tutorail: 1,
    };
    const result = groups(words);
    for (const word of Object.keys(words)) expect(result[word]).toBe(word);
  });

  it('joins hyphenated and closed forms', () => {
    expect(groups({ handout: 4, 'hand-out': 1 })['hand-out']).toBe('handout');
  });

  it('stays fast on many near-identical words', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) counts.set(`word${i.toString(36)}x`, 1 + (i % 7));
    const start = performance.now();
    expect(spellingGroups(counts).size).toBe(20_000);
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});
