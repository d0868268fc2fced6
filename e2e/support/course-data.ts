// Data a journey arranges through the real API before it works with it in the UI.
import {
  API_ROUTES,
  openAcademicYears,
  type AcademicYear,
  type ListedAcademicYear,
  type Module,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import { obtainTokens, signUpStudent, staffCredentials } from './accounts';
import { callApi } from './api-calls';

/** A material rating and review, as one student wrote them. */
export interface MaterialReview {
  text: string;
  rating: number;
}

/**
 * A new module (code `prefix` + 6 random characters) with one entry per review in the latest
 * academic year open for feedback, each written by a new student, in the order given: a material
 * rating and review, nothing else.
 */
export async function moduleWithReviews(
  prefix: string,
  reviews: readonly MaterialReview[],
): Promise<{ module: Module; year: AcademicYear }> {
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
  for (const review of reviews) {
    const author = await obtainTokens(await signUpStudent('journey-author'));
    await callApi(author, 'POST', API_ROUTES.newFeedback, {
      academicYear: latest.id,
      module: module.id,
      materialRating: review.rating,
      materialFeedback: review.text,
      assessmentRating: null,
      assessmentFeedback: null,
      lecturerRating: null,
      lecturerFeedback: null,
    });
  }
  return { module, year: latest };
}

/** moduleWithReviews with a single review. */
export async function moduleWithReview(
  prefix: string,
  review: string,
  materialRating: number,
): Promise<{ module: Module; year: AcademicYear }> {
  return moduleWithReviews(prefix, [{ text: review, rating: materialRating }]);
}
