import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_TEXT_MAX_LENGTH,
  MESSAGES,
  REVIEW_RULE_TEXTS,
  lecturerNameProblem,
  type Module,
} from '@module-feedback/shared';
import { lecturerNamesInReview } from '@module-feedback/shared/lecturer-names';
import {
  NO_ACADEMIC_YEAR,
  REVIEW_TOO_LONG,
  emptyDraft,
  hasAnyAnswer,
  prepareSubmission,
  reviewErrors,
  type FeedbackDraft,
} from './feedback-draft';

const module: Module = {
  id: 7,
  code: 'CS3001',
  title: 'Compilers',
  lecturersNames: 'Dr Ada Lovelace, J. Li',
};

function draft(change: Partial<FeedbackDraft> = {}): FeedbackDraft {
  return { ...emptyDraft(3), moduleId: module.id, ...change };
}

const reviews = (r: Partial<FeedbackDraft['reviews']>) => ({ ...emptyDraft().reviews, ...r });
const ratings = (r: Partial<FeedbackDraft['ratings']>) => ({ ...emptyDraft().ratings, ...r });

/** The errors once the lecturer-name rule has arrived. */
const errorsOf = (d: FeedbackDraft, m: Module | undefined) =>
  reviewErrors(d, m, lecturerNamesInReview);

describe('reviewErrors', () => {
  it('asks for a module before any review is written', () => {
    const errors = errorsOf(
      draft({ moduleId: null, reviews: reviews({ material: 'Clear slides', lecturer: 'Great' }) }),
      undefined,
    );
    expect(errors).toEqual({
      material: MESSAGES.selectModuleBeforeReview,
      lecturer: MESSAGES.selectModuleBeforeReview,
    });
  });

  it('ignores reviews that are only spaces', () => {
    expect(
      errorsOf(draft({ moduleId: null, reviews: reviews({ material: '   ' }) }), undefined),
    ).toEqual({});
  });

  it.each([
    ['the surname', 'lovelace explained it well', 'Lovelace'],
    ['a first name in capitals', 'ADA was always on time', 'Ada'],
    ['a short surname as a whole word', 'Li was great', 'Li'],
    ['a possessive', "Lovelace's lectures were clear", 'Lovelace'],
    ['a capital I for an l', 'LoveIace was great', 'Lovelace'],
    ['small capitals', 'ʟᴏᴠᴇʟᴀᴄᴇ was great', 'Lovelace'],
  ])('refuses a lecturer review naming a lecturer, saying which: %s', (_, review, found) => {
    expect(errorsOf(draft({ reviews: reviews({ lecturer: review }) }), module)).toEqual({
      lecturer: `${MESSAGES.reviewIncludesLecturerName} Found: “${found}”.`,
    });
  });

  it.each([
    ['a name inside another word', 'A light workload, adaptable pace'],
    ['honorifics and initials only', 'The Dr was clear; J. too'],
  ])('accepts a lecturer review with %s', (_, review) => {
    expect(errorsOf(draft({ reviews: reviews({ lecturer: review }) }), module)).toEqual({});
  });

  it('leaves the lecturer review unchecked while the rule is on its way', () => {
    const naming = draft({ reviews: reviews({ lecturer: 'lovelace explained it well' }) });
    expect(reviewErrors(naming, module, undefined)).toEqual({});
  });

  it('checks the public reviews for names too, saying where and which', () => {
    expect(
      errorsOf(
        draft({
          reviews: reviews({
            material: 'Prof Lovelace rushed through the slides',
            assessment: 'Fair marking by Li and Lovelace',
          }),
        }),
        module,
      ),
    ).toEqual({
      material: lecturerNameProblem('material', ['Lovelace']),
      assessment: lecturerNameProblem('assessment', ['Lovelace', 'Li']),
    });
    expect(lecturerNameProblem('material', ['Lovelace'])).toBe(
      `${REVIEW_RULE_TEXTS.publicReviewNamesLecturer} Found: “Lovelace”.`,
    );
  });

  it('refuses characters that change the direction of the text', () => {
    expect(
      errorsOf(draft({ reviews: reviews({ lecturer: 'Great \u202Eecalevol' }) }), module),
    ).toEqual({ lecturer: REVIEW_RULE_TEXTS.bidiControl });
  });

  it('flags a review longer than the server keeps', () => {
    const long = 'a'.repeat(FEEDBACK_TEXT_MAX_LENGTH + 1);
    expect(errorsOf(draft({ reviews: reviews({ assessment: long }) }), module)).toEqual({
      assessment: REVIEW_TOO_LONG,
    });
  });
});

describe('hasAnyAnswer', () => {
  it('is false for an empty draft and true with one rating of 0', () => {
    expect(hasAnyAnswer(draft())).toBe(false);
    expect(hasAnyAnswer(draft({ ratings: ratings({ lecturer: 0 }) }))).toBe(true);
  });
});

describe('prepareSubmission', () => {
  it('asks for a module first', () => {
    expect(prepareSubmission(draft({ moduleId: null }), {}, 5)).toEqual({
      ok: false,
      message: MESSAGES.selectModuleBeforeSubmit,
      field: 'module',
    });
  });

  it('asks for something to be filled in', () => {
    expect(prepareSubmission(draft({ reviews: reviews({ material: '  ' }) }), {}, 5)).toEqual({
      ok: false,
      message: MESSAGES.fillFormBeforeSubmit,
      field: 'material-rating',
    });
  });

  it('asks to fix the errors on screen before anything else', () => {
    const result = prepareSubmission(
      draft({ moduleId: null }),
      { material: MESSAGES.selectModuleBeforeReview },
      5,
    );
    expect(result).toEqual({
      ok: false,
      message: MESSAGES.fixErrorsBeforeSubmit,
      field: 'material-review',
    });
  });

  it('never sends a rating off the grid', () => {
    expect(prepareSubmission(draft({ ratings: ratings({ assessment: 3.1 }) }), {}, 5)).toEqual({
      ok: false,
      message: MESSAGES.fixErrorsBeforeSubmit,
      field: 'assessment-rating',
    });
  });

  it('explains when there is no academic year to submit for', () => {
    expect(
      prepareSubmission(draft({ yearId: null, ratings: ratings({ material: 4 }) }), {}, 5),
    ).toEqual({ ok: false, message: NO_ACADEMIC_YEAR, field: 'year' });
  });

  it('builds the payload with trimmed texts and nulls for what was left empty', () => {
    const result = prepareSubmission(
      draft({
        ratings: ratings({ material: 4.25, lecturer: 0 }),
        reviews: reviews({ material: '  Clear slides \n', assessment: ' ' }),
      }),
      {},
      42,
    );
    expect(result).toEqual({
      ok: true,
      payload: {
        student: 42,
        academicYear: 3,
        module: 7,
        materialRating: 4.25,
        materialFeedback: 'Clear slides',
        assessmentRating: null,
        assessmentFeedback: null,
        lecturerRating: 0,
        lecturerFeedback: null,
        hoursPerWeek: null,
        wouldRecommend: null,
      },
    });
  });

  it('sends the extra questions as answered', () => {
    const result = prepareSubmission(
      draft({ ratings: ratings({ material: 3 }), hoursPerWeek: ' 40 ', wouldRecommend: false }),
      {},
      42,
    );
    expect(result.ok && result.payload).toMatchObject({ hoursPerWeek: 40, wouldRecommend: false });
  });

  it('never sends hours per week that break the rule, sending the student to them', () => {
    expect(
      prepareSubmission(draft({ ratings: ratings({ material: 3 }), hoursPerWeek: '41' }), {}, 5),
    ).toEqual({ ok: false, message: MESSAGES.fixErrorsBeforeSubmit, field: 'hours-per-week' });
  });

  it('does not take the extra questions alone as a filled form', () => {
    expect(prepareSubmission(draft({ hoursPerWeek: '5', wouldRecommend: true }), {}, 5)).toEqual({
      ok: false,
      message: MESSAGES.fillFormBeforeSubmit,
      field: 'material-rating',
    });
  });
});
