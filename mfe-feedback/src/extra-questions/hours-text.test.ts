import { EXTRA_QUESTION_TEXTS } from '@module-feedback/shared';
import { describe, expect, it } from 'vitest';
import { hoursProblem, readHours } from './hours-text';

describe('hours per week as typed', () => {
  it('reads whole numbers, and nothing for an empty box', () => {
    expect(readHours(' 12 ')).toBe(12);
    expect(readHours('')).toBeNull();
    expect(readHours('2.5')).toBeNaN();
    expect(readHours('x')).toBeNaN();
  });

  it.each(['41', '-1', '2.5', 'x', '1e1'])('refuses %j with the rule', (typed) => {
    expect(hoursProblem(typed)).toBe(EXTRA_QUESTION_TEXTS.hoursPerWeekInvalid);
  });

  it.each(['', '0', '40', ' 7 '])('takes %j', (typed) => {
    expect(hoursProblem(typed)).toBeNull();
  });
});
