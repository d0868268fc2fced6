import { describe, expect, it } from 'vitest';
import { EMPTY_SUMMARY_DETAILS } from '@module-feedback/shared';
import { summary } from '../test/fixtures';
import { NO_SUMMARY, summaryOf, visibleAspects } from './aspect-fields';

describe('visibleAspects', () => {
  it('shows the lecturer aspect to signed-in users only', () => {
    expect(visibleAspects(false)).toEqual(['material', 'assessment']);
    expect(visibleAspects(true)).toEqual(['material', 'assessment', 'lecturer']);
  });
});

describe('summaryOf', () => {
  it("picks one aspect's summary text, themes and details", () => {
    const details = {
      ...EMPTY_SUMMARY_DETAILS,
      overall: 'Mostly positive: 3 of 4 students liked it.',
    };
    const response = summary({
      summary_assessment: 'Fair exams.',
      themes_assessment: [{ label: 'past papers', count: 3, feedbackIds: [1], matches: [] }],
      details_assessment: details,
    });
    expect(summaryOf(response, 'assessment')).toEqual({
      text: 'Fair exams.',
      themes: [{ label: 'past papers', count: 3, feedbackIds: [1], matches: [] }],
      details,
    });
  });

  it('is empty for the lecturer fields an anonymous answer leaves out', () => {
    expect(summaryOf(summary(), 'lecturer')).toEqual(NO_SUMMARY);
  });
});
