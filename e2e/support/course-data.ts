// Data a journey arranges through the real API before it works with it in the UI.
import {
  API_ROUTES,
  openAcademicYears,
  type AcademicYear,
  type ListedAcademicYear,
  type Module,
  type NewFeedbackPayload,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import { obtainTokens, signUpStudent, staffCredentials, type Credentials } from './accounts';
import { callApi } from './api-calls';

/**
 * A new module (code `prefix` + 6 random characters) with one entry in the latest academic
 * year open for feedback, written by a new student (`author`): a material rating and review,
 * and whatever else `more` gives.
 */
export async function moduleWithReview(
  prefix: string,
  review: string,
  materialRating: number,
  more: Partial<NewFeedbackPayload> = {},
): Promise<{ module: Module; year: AcademicYear; author: Credentials }> {
  const staff = await obtainTokens(staffCredentials());
  const code = `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;
  const module = await callApi<Module>(staff, 'POST', API_ROUTES.newModule, {
    code,
    title: `Journey module ${code}`,
    lecturersNames: null,
  });
  const years = await callApi<ListedAcademicYear[]>(staff, 'GET', API_ROUTES.academicYears);
  const [latest] = openAcademicYears(years);
  if (!latest) throw new Error('no academic year is open for feedback');
  const author = await signUpStudent('journey-author');
  await callApi(await obtainTokens(author), 'POST', API_ROUTES.newFeedback, {
    academicYear: latest.id,
    module: module.id,
    materialRating,
    materialFeedback: review,
    assessmentRating: null,
    assessmentFeedback: null,
    lecturerRating: null,
    lecturerFeedback: null,
    ...more,
  });
  return { module, year: latest, author };
}
