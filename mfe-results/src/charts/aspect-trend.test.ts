import { describe, expect, it } from 'vitest';
import { feedback } from '../test/fixtures';
import { aspectTrend } from './aspect-trend';

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
