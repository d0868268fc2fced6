import { describe, expect, it } from 'vitest';
import { summary } from '../test/fixtures';
import { summaryOf, visibleAspects } from './aspect-fields';

describe('visibleAspects', () => {
  it('shows the lecturer aspect to signed-in users only', () => {
    expect(visibleAspects(false)).toEqual(['material', 'assessment']);
    expect(visibleAspects(true)).toEqual(['material', 'assessment', 'lecturer']);
  });
});

describe('summaryOf', () => {
  it("picks one aspect's summary text and themes", () => {
    const response = summary({
      summary_assessment: 'Fair exams.',
      themes_assessment: [{ label: 'past papers', count: 3 }],
    });
    expect(summaryOf(response, 'assessment')).toEqual({
      text: 'Fair exams.',
      themes: [{ label: 'past papers', count: 3 }],
    });
  });

  it('is empty for the lecturer fields an anonymous answer leaves out', () => {
    expect(summaryOf(summary(), 'lecturer')).toEqual({ text: '', themes: [] });
  });
});
