import { describe, expect, it } from 'vitest';
import {
  ASPECT_FIELDS,
  ASPECT_LABELS,
  EMPTY_ASPECT_SUMMARY,
  aspectSummaryOf,
  perAspect,
  ratingOf,
  textOf,
  toAspectFieldValues,
  toSummaryResponse,
  visibleAspects,
} from './aspects';
import { EMPTY_SUMMARY_DETAILS, type Feedback, type SummaryResponse } from './entities';

function summary(fields: Partial<SummaryResponse> = {}): SummaryResponse {
  return {
    summary_material: '',
    summary_assessment: '',
    themes_material: [],
    themes_assessment: [],
    details_material: EMPTY_SUMMARY_DETAILS,
    details_assessment: EMPTY_SUMMARY_DETAILS,
    ...fields,
  };
}

describe('visibleAspects', () => {
  it('shows the lecturer aspect to signed-in users only', () => {
    expect(visibleAspects(false)).toEqual(['material', 'assessment']);
    expect(visibleAspects(true)).toEqual(['material', 'assessment', 'lecturer']);
  });
});

describe('aspect labels', () => {
  it('names each aspect as the results sections do, the lecturer in the singular', () => {
    expect(ASPECT_LABELS).toEqual({
      material: 'Material',
      assessment: 'Assessment',
      lecturer: 'Lecturer',
    });
  });
});

describe('perAspect', () => {
  it('holds the value of each aspect, in display order', () => {
    const record = perAspect((aspect) => aspect.length);
    expect(record).toEqual({ material: 8, assessment: 10, lecturer: 8 });
    expect(Object.keys(record)).toEqual(['material', 'assessment', 'lecturer']);
  });
});

describe('aspect fields', () => {
  const feedback = {
    materialRating: 4,
    materialFeedback: 'Clear slides.',
    assessmentRating: null,
    assessmentFeedback: null,
    lecturerRating: 2.5,
    lecturerFeedback: 'Too fast.',
  } as Feedback;

  it("reads each aspect's rating and text", () => {
    expect(ratingOf(feedback, 'material')).toBe(4);
    expect(textOf(feedback, 'lecturer')).toBe('Too fast.');
    expect(ratingOf(feedback, 'assessment')).toBeNull();
  });

  it("writes each aspect's rating and text into its own field", () => {
    const values = toAspectFieldValues((aspect) => ({
      rating: aspect === 'lecturer' ? 1 : null,
      text: aspect === 'material' ? 'Good.' : null,
    }));
    expect(values).toEqual({
      materialRating: null,
      materialFeedback: 'Good.',
      assessmentRating: null,
      assessmentFeedback: null,
      lecturerRating: 1,
      lecturerFeedback: null,
    });
    expect(Object.keys(values).sort()).toEqual(
      Object.values(ASPECT_FIELDS)
        .flatMap(({ rating, text }) => [rating, text])
        .sort(),
    );
  });
});

describe('aspectSummaryOf', () => {
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
    expect(aspectSummaryOf(response, 'assessment')).toEqual({
      summary: 'Fair exams.',
      themes: [{ label: 'past papers', count: 3, feedbackIds: [1], matches: [] }],
      details,
    });
  });

  it('is empty for the lecturer fields an anonymous answer leaves out', () => {
    expect(aspectSummaryOf(summary(), 'lecturer')).toEqual(EMPTY_ASPECT_SUMMARY);
  });
});

describe('toSummaryResponse', () => {
  const partOf = (aspect: string) => ({ ...EMPTY_ASPECT_SUMMARY, summary: `About ${aspect}.` });

  it('leaves the lecturer fields out for visitors', () => {
    expect(toSummaryResponse(false, partOf)).toEqual(
      summary({ summary_material: 'About material.', summary_assessment: 'About assessment.' }),
    );
  });

  it('includes every aspect for signed-in users, each read back the same', () => {
    const response = toSummaryResponse(true, partOf);
    expect(aspectSummaryOf(response, 'lecturer')).toEqual(partOf('lecturer'));
    expect(response.details_lecturer).toEqual(EMPTY_SUMMARY_DETAILS);
  });
});
