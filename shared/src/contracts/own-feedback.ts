// A student's own feedback: listing it, editing it and withdrawing it. Entries can change
// while their academic year's survey window is open and no part of them is hidden by staff.
import { SURVEY_WINDOW_TEXTS, type SurveyWindowState } from './academic-years';
import type { Aspect, Feedback } from './entities';

/** One of the signed-in student's own entries, as GET /api/feedbacks/mine/ sends it. */
export interface OwnFeedback extends Feedback {
  lecturerRating: number | null;
  lecturerFeedback: string | null;
  hoursPerWeek: number | null;
  wouldRecommend: boolean | null;
  /** ISO 8601 timestamp of the last edit; null while the entry is as first submitted. */
  editedAt: string | null;
  /** Where the survey window of the entry's academic year stands. */
  yearState: SurveyWindowState;
  /** Staff hid (part of) it: it cannot change until they have finished. */
  underReview: boolean;
  /** The aspects whose text staff hid (the whole entry hidden counts as under review alone). */
  hiddenTexts: Aspect[];
  /** It may be edited or withdrawn: its year is open and it is not under review. */
  editable: boolean;
}

/** The app's page of the student's own feedback (the feedback section's list). */
export const MY_FEEDBACK_PATH = '/feedback/mine';

/** The API routes of a student's own feedback (filled with fillRoute). */
export const OWN_FEEDBACK_ROUTES = {
  list: '/api/feedbacks/mine/',
  /** PUT (edit; the body is the same as for submitting) and DELETE (withdraw). */
  entry: '/api/feedbacks/mine/:id/',
} as const;

export const OWN_FEEDBACK_MESSAGES = {
  notFound: 'You have no feedback with this id.',
  underReview:
    'Staff are reviewing this feedback, so it cannot be edited or withdrawn until they have finished.',
  moduleOrYearChanged:
    'The module and academic year of submitted feedback cannot be changed. Withdraw it and submit new feedback instead.',
  alreadyRated: 'You have already given feedback on this module for this academic year.',
  editInstead: 'Edit your feedback',
  edited: 'Feedback updated successfully',
  withdrawn: 'Feedback withdrawn',
  confirmWithdraw:
    'Are you sure you want to withdraw this feedback? It will be removed from the results.',
  myFeedback: 'My feedback',
  noneYet: 'You have not given any feedback yet.',
} as const;

/** Why its author cannot change the entry now, in the words the API uses; null when they can. */
export function ownFeedbackLock(
  entry: Pick<OwnFeedback, 'underReview' | 'yearState' | 'academicYear'>,
): string | null {
  if (entry.underReview) return OWN_FEEDBACK_MESSAGES.underReview;
  if (entry.yearState === 'closed') {
    return SURVEY_WINDOW_TEXTS.closedForChanges(entry.academicYear.year);
  }
  if (entry.yearState === 'upcoming')
    return SURVEY_WINDOW_TEXTS.notOpenYet(entry.academicYear.year);
  return null;
}
