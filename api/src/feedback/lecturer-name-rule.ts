// No review may name a lecturer of the module (any word of a name, however it is
// disguised): the lecturer review, and the material and assessment reviews, which anyone
// can read. The same rule for submitting and for editing; each review that names someone
// gets its own field error saying which names.
import {
  ASPECTS,
  ASPECT_FIELDS,
  MESSAGES,
  lecturerNameProblem,
  type AspectFieldValues,
} from '@module-feedback/shared/contracts';
import { lecturerNamesInReview } from '@module-feedback/shared/lecturer-names';
import { badRequest } from '../http/errors';

export function refuseLecturerNames(input: AspectFieldValues, lecturersNames: string | null) {
  const fields: Record<string, string> = {};
  for (const aspect of ASPECTS) {
    const field = ASPECT_FIELDS[aspect].text;
    const names = lecturerNamesInReview(input[field] ?? '', lecturersNames);
    if (names.length > 0) fields[field] = lecturerNameProblem(aspect, names);
  }
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.reviewIncludesLecturerName, fields);
}
