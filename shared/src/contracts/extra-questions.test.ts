import { describe, expect, it } from 'vitest';
import { EXTRA_QUESTION_ROUTES, hoursPerWeekText, wouldRecommendText } from './extra-questions';
import { fillRoute } from './fill-route';

describe('extra question figures as text', () => {
  it('says the median hours and how many answered', () => {
    expect(hoursPerWeekText({ answered: 4, median: 6.5 })).toBe(
      'Median 6.5 hours a week (4 students answered)',
    );
    expect(hoursPerWeekText({ answered: 1, median: 1 })).toBe(
      'Median 1 hour a week (1 student answered)',
    );
  });

  it('says how many of those who answered would recommend it', () => {
    expect(wouldRecommendText({ answered: 4, yes: 3 })).toBe(
      '3 of 4 who answered would recommend it',
    );
  });

  it('says so when nobody answered', () => {
    expect(hoursPerWeekText({ answered: 0, median: null })).toBe(
      'Nobody said how many hours a week they spent on it yet.',
    );
    expect(wouldRecommendText({ answered: 0, yes: 0 })).toBe(
      'Nobody said whether they would recommend it yet.',
    );
  });

  it('encodes the module code in the address', () => {
    expect(fillRoute(EXTRA_QUESTION_ROUTES.figures, { moduleCode: 'CS/1 a', year: 2025 })).toBe(
      '/api/extra-questions/CS%2F1%20a/2025',
    );
  });
});
