// Data a journey arranges through the real API before it works with it in the UI.
import {
  openAcademicYears,
  type AcademicYear,
  type ListedAcademicYear,
  type Module,
  type NewFeedbackPayload,
  ACADEMIC_YEAR_ROUTES,
  FEEDBACK_ROUTES,
  MODULE_ROUTES,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import { obtainTokens, signUpStudent, type Credentials } from './accounts';
import { callApi } from './api-calls';
import { sharedApp, type AppUnderTest } from './app-under-test';

/** A material rating and review, as one student wrote them, and any other fields of the entry. */
export interface MaterialReview {
  text: string;
  rating: number;
  more?: Partial<NewFeedbackPayload>;
}

/**
 * A new module (code `prefix` + 6 random characters) with one entry per review in the latest
 * academic year open for feedback, each written by a new student (`authors`, in the order
 * given): a material rating and review, and whatever else the review's `more` gives. On the
 * shared app unless `app` names another.
 */
export async function moduleWithReviews(
  prefix: string,
  reviews: readonly MaterialReview[],
  app: AppUnderTest = sharedApp(),
): Promise<{ module: Module; year: AcademicYear; authors: Credentials[] }> {
  const staff = await obtainTokens(app.staff, app.baseUrl);
  const code = `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;
  const module = await callApi<Module>(
    staff,
    'POST',
    MODULE_ROUTES.create,
    { code, title: `Journey module ${code}`, lecturersNames: null },
    app.baseUrl,
  );
  const years = await callApi<ListedAcademicYear[]>(
    staff,
    'GET',
    ACADEMIC_YEAR_ROUTES.list,
    undefined,
    app.baseUrl,
  );
  const [latest] = openAcademicYears(years);
  if (!latest) throw new Error('no academic year is open for feedback');
  const authors: Credentials[] = [];
  for (const review of reviews) {
    const author = await signUpStudent('journey-author', app);
    await callApi(
      await obtainTokens(author, app.baseUrl),
      'POST',
      FEEDBACK_ROUTES.submit,
      {
        academicYear: latest.id,
        module: module.id,
        materialRating: review.rating,
        materialFeedback: review.text,
        assessmentRating: null,
        assessmentFeedback: null,
        lecturerRating: null,
        lecturerFeedback: null,
        ...review.more,
      },
      app.baseUrl,
    );
    authors.push(author);
  }
  return { module, year: latest, authors };
}

/** moduleWithReviews with a single review, and its author. */
export async function moduleWithReview(
  prefix: string,
  review: string,
  materialRating: number,
  more: Partial<NewFeedbackPayload> = {},
): Promise<{ module: Module; year: AcademicYear; author: Credentials }> {
  const { authors, ...made } = await moduleWithReviews(prefix, [
    { text: review, rating: materialRating, more },
  ]);
  return { ...made, author: authors[0]! };
}
