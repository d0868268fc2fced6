// What the student has typed so far, and the form's validation rules over it (a module first,
// at least one rating or review, no lecturer's name in any review, no characters that change
// the text's direction, hours per week a whole number 0–40). Answering only the extra questions
// does not fill the form: they say little without a rating or review. Pure functions, so every rule is tested without rendering the form.
import {
  ASPECTS,
  perAspect,
  FEEDBACK_TEXT_MAX_LENGTH,
  MESSAGES,
  REVIEW_RULE_TEXTS,
  hasBidiControl,
  isValidRating,
  lecturerNameProblem,
  toAspectFieldValues,
  type Aspect,
  type Module,
  type NewFeedbackPayload,
} from '@module-feedback/shared';
import type { lecturerNamesInReview } from '@module-feedback/shared/lecturer-names';
import { hoursProblem, readHours } from '../extra-questions/hours-text';
import { HOURS_PER_WEEK_ID } from '../extra-questions/HoursPerWeekInput';

export interface FeedbackDraft {
  moduleId: number | null;
  yearId: number | null;
  ratings: Record<Aspect, number | null>;
  reviews: Record<Aspect, string>;
  /** As typed. */
  hoursPerWeek: string;
  wouldRecommend: boolean | null;
}

export const emptyDraft = (yearId: number | null = null): FeedbackDraft => ({
  moduleId: null,
  yearId,
  ratings: perAspect(() => null),
  reviews: perAspect(() => ''),
  hoursPerWeek: '',
  wouldRecommend: null,
});

export type ReviewErrors = Partial<Record<Aspect, string>>;

export const NO_ACADEMIC_YEAR =
  'Feedback cannot be submitted yet: no academic year has been set up. Please try again later.';

export const REVIEW_TOO_LONG = `Review must be ${FEEDBACK_TEXT_MAX_LENGTH} characters or fewer.`;

const isFilled = (review: string) => review.trim() !== '';

/**
 * The problem to show under each review as the student types, if any. `namesInReview` is the
 * lecturer-name rule, undefined while it is still on its way (./lecturer-name-rule.ts).
 */
export function reviewErrors(
  draft: FeedbackDraft,
  module: Module | undefined,
  namesInReview: typeof lecturerNamesInReview | undefined,
): ReviewErrors {
  const errors: ReviewErrors = {};
  for (const aspect of ASPECTS) {
    const review = draft.reviews[aspect];
    if (!isFilled(review)) continue;
    const names = module && namesInReview ? namesInReview(review, module.lecturersNames) : [];
    if (!module) errors[aspect] = MESSAGES.selectModuleBeforeReview;
    else if (names.length > 0) errors[aspect] = lecturerNameProblem(aspect, names);
    else if (hasBidiControl(review)) errors[aspect] = REVIEW_RULE_TEXTS.bidiControl;
    else if (review.length > FEEDBACK_TEXT_MAX_LENGTH) errors[aspect] = REVIEW_TOO_LONG;
  }
  return errors;
}

/** True when at least one rating or review has been given. */
export function hasAnyAnswer(draft: FeedbackDraft): boolean {
  return ASPECTS.some(
    (aspect) => draft.ratings[aspect] !== null || isFilled(draft.reviews[aspect]),
  );
}

/** True when anything at all has been typed or chosen, the extra questions included. */
export function hasAnythingTyped(draft: FeedbackDraft): boolean {
  return hasAnyAnswer(draft) || draft.hoursPerWeek.trim() !== '' || draft.wouldRecommend !== null;
}

/** The field a person is sent to when the form cannot be sent yet. */
export type ProblemField =
  'module' | 'year' | `${Aspect}-rating` | `${Aspect}-review` | typeof HOURS_PER_WEEK_ID;

export type Submission =
  { ok: true; payload: NewFeedbackPayload } | { ok: false; message: string; field: ProblemField };

const reviewOrNull = (review: string) => (isFilled(review) ? review.trim() : null);

/**
 * The request body for the draft, or why it cannot be sent yet and which field to fix.
 * Errors already on screen come first: the student fixes what is flagged before anything
 * else is asked of them.
 */
export function prepareSubmission(
  draft: FeedbackDraft,
  errors: ReviewErrors,
  studentId: number | null,
): Submission {
  const flagged = ASPECTS.find((aspect) => errors[aspect] !== undefined);
  if (flagged)
    return { ok: false, message: MESSAGES.fixErrorsBeforeSubmit, field: `${flagged}-review` };
  const offGrid = ASPECTS.find(
    (aspect) => draft.ratings[aspect] !== null && !isValidRating(draft.ratings[aspect]),
  );
  if (offGrid)
    return { ok: false, message: MESSAGES.fixErrorsBeforeSubmit, field: `${offGrid}-rating` };
  if (hoursProblem(draft.hoursPerWeek) !== null)
    return { ok: false, message: MESSAGES.fixErrorsBeforeSubmit, field: HOURS_PER_WEEK_ID };
  if (draft.moduleId === null) {
    return { ok: false, message: MESSAGES.selectModuleBeforeSubmit, field: 'module' };
  }
  if (!hasAnyAnswer(draft)) {
    return { ok: false, message: MESSAGES.fillFormBeforeSubmit, field: 'material-rating' };
  }
  if (draft.yearId === null) return { ok: false, message: NO_ACADEMIC_YEAR, field: 'year' };
  return {
    ok: true,
    payload: {
      student: studentId,
      academicYear: draft.yearId,
      module: draft.moduleId,
      ...toAspectFieldValues((aspect) => ({
        rating: draft.ratings[aspect],
        text: reviewOrNull(draft.reviews[aspect]),
      })),
      hoursPerWeek: readHours(draft.hoursPerWeek),
      wouldRecommend: draft.wouldRecommend,
    },
  };
}
