import { isValidHoursPerWeek } from '@module-feedback/shared/contracts';
import { describe, expect, it } from 'vitest';
import { demoAnswers } from './demo-answers';
import { seededRandom } from './random';

describe('demo answers to the extra questions', () => {
  const many = (materialRating: number) => {
    const random = seededRandom(7);
    return Array.from({ length: 400 }, () => demoAnswers(random, materialRating));
  };

  it('are valid, and left out by some students', () => {
    const answers = many(4);
    for (const { hours_per_week, would_recommend } of answers) {
      if (hours_per_week !== null) expect(isValidHoursPerWeek(hours_per_week)).toBe(true);
      expect([0, 1, null]).toContain(would_recommend);
    }
    expect(answers.some((answer) => answer.hours_per_week === null)).toBe(true);
    expect(answers.some((answer) => answer.would_recommend === null)).toBe(true);
  });

  it('mostly recommend a module whose material was rated well, mostly not one rated badly', () => {
    const share = (materialRating: number) => {
      const answered = many(materialRating).filter((answer) => answer.would_recommend !== null);
      return answered.filter((answer) => answer.would_recommend === 1).length / answered.length;
    };
    expect(share(4.5)).toBeGreaterThan(0.7);
    expect(share(1)).toBeLessThan(0.45);
  });

  it('are the same on every run', () => {
    expect(many(3)).toEqual(many(3));
  });
});
