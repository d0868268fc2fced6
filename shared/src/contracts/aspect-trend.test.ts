import { describe, expect, it } from 'vitest';
import type { Feedback } from './entities';
import { aspectTrend } from './aspect-trend';

let nextId = 1;
const feedback = (year: number, fields: Partial<Feedback> = {}): Feedback => ({
  id: nextId++,
  academicYear: { id: year - 2013, year },
  module: { id: 1, code: 'COMP0001', title: 'Machine Learning' },
  materialRating: null,
  materialFeedback: null,
  assessmentRating: null,
  assessmentFeedback: null,
  submitDate: `${year + 1}-01-15T10:00:00Z`,
  edited: false,
  ...fields,
});

describe('aspectTrend', () => {
  it("gives each aspect's average per year with feedback, oldest first", () => {
    const rows = [
      feedback(2025, { materialRating: 4, assessmentRating: 2 }),
      feedback(2023, { materialRating: 1 }),
      feedback(2025, { materialRating: 5, assessmentRating: null }),
      feedback(2023, { materialRating: 2, assessmentRating: null }),
    ];
    expect(aspectTrend(rows, ['material', 'assessment'])).toEqual({
      years: [2023, 2025],
      series: [
        { aspect: 'material', averages: [1.5, 4.5] },
        { aspect: 'assessment', averages: [null, 2] },
      ],
    });
  });

  it('has no years without feedback', () => {
    expect(aspectTrend([], ['material'])).toEqual({
      years: [],
      series: [{ aspect: 'material', averages: [] }],
    });
  });
});
