// A student's own feedback: listing it, editing it and withdrawing it. Only entries of the
// latest academic year can change; earlier years' entries are kept as they were written.
import type { Feedback } from './entities';

/** One of the signed-in student's own entries, as GET /api/feedbacks/mine/ sends it. */
export interface OwnFeedback extends Feedback {
  lecturerRating: number | null;
  lecturerFeedback: string | null;
  /** ISO 8601 timestamp of the last edit; null while the entry is as first submitted. */
  editedAt: string | null;
  /** True while the entry's academic year is the latest one: it may be edited or withdrawn. */
  editable: boolean;
}

/** The app's page of the student's own feedback (the feedback section's list). */
export const MY_FEEDBACK_PATH = '/feedback/mine';

export const OWN_FEEDBACK_ROUTES = {
  list: '/api/feedbacks/mine/',
  /** PUT (edit; the body is the same as for submitting) and DELETE (withdraw). */
  entry: '/api/feedbacks/mine/:id/',
} as const;

/** The address of one of the student's own entries. */
export const ownFeedbackPath = (id: number) => OWN_FEEDBACK_ROUTES.entry.replace(':id', String(id));

export const OWN_FEEDBACK_MESSAGES = {
  notFound: 'You have no feedback with this id.',
  earlierYear:
    'This feedback is for an earlier academic year and can no longer be edited or withdrawn.',
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
