// A lecturer review may not name a lecturer of the module (any word of a name, however it is
// disguised): the same rule for submitting and for editing.
import { MESSAGES } from '@module-feedback/shared/contracts';
import { lecturerNamesInReview } from '@module-feedback/shared/lecturer-names';
import { badRequest } from '../http/errors';

export function refuseLecturerNames(review: string | null, lecturersNames: string | null) {
  if (review && lecturerNamesInReview(review, lecturersNames).length > 0) {
    throw badRequest(MESSAGES.reviewIncludesLecturerName, {
      lecturerFeedback: MESSAGES.reviewIncludesLecturerName,
    });
  }
}
