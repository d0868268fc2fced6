// The staff overview, and the addresses of the CSV downloads (fetched with the session's
// token by the page, then saved as a file).
import { STAFF_ROUTES, fillRoute, type StaffOverview } from '../contracts';
import { httpClient } from './http-client';

export const staffApi = {
  overview: async (year: number) =>
    (await httpClient.get<StaffOverview>(fillRoute(STAFF_ROUTES.overview, { year }))).data,
  /** A CSV export as a Blob (a module's, a year's or everything; student numbers on request). */
  feedbackExport: async (query: { module?: string; year?: number; identity?: boolean }) =>
    (
      await httpClient.get<Blob>(STAFF_ROUTES.feedbackExport, {
        params: {
          module: query.module,
          year: query.year,
          identity: query.identity ? '1' : undefined,
        },
        responseType: 'blob',
      })
    ).data,
  overviewExport: async (year: number) =>
    (
      await httpClient.get<Blob>(fillRoute(STAFF_ROUTES.overviewExport, { year }), {
        responseType: 'blob',
      })
    ).data,
};
