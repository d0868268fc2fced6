// The figures of the extra questions of a module's year.
import { EXTRA_QUESTION_ROUTES, fillRoute, type ExtraQuestionFigures } from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const extraQuestionApi = {
  /** Median hours per week and how many would recommend the module, in that academic year. */
  figures: (moduleCode: string, year: number) =>
    data(
      httpClient.get<ExtraQuestionFigures>(
        fillRoute(EXTRA_QUESTION_ROUTES.figures, { moduleCode, year }),
      ),
    ),
};
