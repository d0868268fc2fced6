// The results overview call of one academic year.
import { fillRoute, RESULTS_OVERVIEW_ROUTES, type ResultsOverviewModule } from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const resultsOverviewApi = {
  /** Every module, ordered by code, with its responses and averages in that year. */
  ofYear: (year: number) =>
    data(
      httpClient.get<ResultsOverviewModule[]>(fillRoute(RESULTS_OVERVIEW_ROUTES.ofYear, { year })),
    ),
};
