import { describe, expect, it } from 'vitest';
import { feedback } from '../test/fixtures';
import { aspectResults } from './aspect-results';

describe('aspectResults', () => {
  it('averages only the ratings that were given; empty ones are not zeros', () => {
    const rows = [
      feedback(2025, { materialRating: 4 }),
      feedback(2025, { materialRating: null }),
      feedback(2025, { materialRating: 2.5 }),
      feedback(2025, {}),
    ];
    expect(aspectResults(rows, 'material')).toMatchObject({
      average: 3.25,
      ratingCount: 2,
      ratings: [4, 2.5],
    });
  });

  it('has no average when nobody rated the aspect', () => {
    const rows = [
      feedback(2025, { materialRating: 5 }),
      feedback(2025, { assessmentRating: null }),
    ];
    expect(aspectResults(rows, 'assessment')).toMatchObject({ average: null, ratingCount: 0 });
  });

  it('treats absent lecturer fields (anonymous answers) as empty', () => {
    expect(aspectResults([feedback(2025, { materialRating: 3 })], 'lecturer')).toEqual({
      average: null,
      ratingCount: 0,
      ratings: [],
      texts: [],
      ratedWithText: 0,
      textsWithoutRating: 0,
    });
  });

  it('counts the ratings that came with a review, and the reviews without a rating', () => {
    const rows = [
      feedback(2025, { materialRating: 4, materialFeedback: 'Clear.' }),
      feedback(2025, { materialRating: 3 }),
      feedback(2025, { materialRating: 2, materialFeedback: '  ' }),
      feedback(2025, { materialFeedback: 'No mark from me.' }),
    ];
    expect(aspectResults(rows, 'material')).toMatchObject({
      ratingCount: 3,
      ratedWithText: 1,
      textsWithoutRating: 1,
    });
  });

  it('keeps written reviews in order and drops blank ones', () => {
    const rows = [
      feedback(2025, { lecturerFeedback: 'Clear lectures.' }),
      feedback(2025, { lecturerFeedback: '   ' }),
      feedback(2025, { lecturerFeedback: '' }),
      feedback(2025, { lecturerFeedback: null }),
      feedback(2025, {
        lecturerFeedback: ' Helpful office hours. ',
        lecturerRating: 4.5,
        edited: true,
        helpful: { material: 1, lecturer: 3 },
      }),
    ];
    const facts = { submitDate: rows[0]!.submitDate };
    expect(aspectResults(rows, 'lecturer').texts).toEqual([
      {
        id: rows[0]!.id,
        aspect: 'lecturer',
        text: 'Clear lectures.',
        rating: null,
        edited: false,
        helpful: 0,
        ...facts,
      },
      {
        id: rows[4]!.id,
        aspect: 'lecturer',
        text: 'Helpful office hours.',
        rating: 4.5,
        edited: true,
        helpful: 3,
        ...facts,
      },
    ]);
  });
});
