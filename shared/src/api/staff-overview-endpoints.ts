// The staff overview, and the CSV downloads (fetched with the session's token by the page,
// then saved as a file).
import { fillRoute, STAFF_OVERVIEW_ROUTES, type StaffOverview } from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const staffOverviewApi = {
  overview: (year: number) =>
    data(httpClient.get<StaffOverview>(fillRoute(STAFF_OVERVIEW_ROUTES.overview, { year }))),
  /** A CSV export as a Blob (a module's, a year's or everything; student numbers on request). */
  feedbackExport: (query: { module?: string; year?: number; identity?: boolean }) =>
    data(
      httpClient.get<Blob>(STAFF_OVERVIEW_ROUTES.feedbackExport, {
        params: {
          module: query.module,
          year: query.year,
          identity: query.identity ? '1' : undefined,
        },
        responseType: 'blob',
      }),
    ),
  overviewExport: (year: number) =>
    data(
      httpClient.get<Blob>(fillRoute(STAFF_OVERVIEW_ROUTES.overviewExport, { year }), {
        responseType: 'blob',
      }),
    ),
};
