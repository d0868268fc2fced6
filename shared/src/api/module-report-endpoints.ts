// The module report's calls: its data for the page, and its PDF as a file to save.
import { fillRoute, MODULE_REPORT_ROUTES, type ModuleReport } from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const moduleReportApi = {
  /** What the report shows: lecturer parts only for a signed-in caller. */
  report: (moduleCode: string, year: number) =>
    data(
      httpClient.get<ModuleReport>(fillRoute(MODULE_REPORT_ROUTES.report, { moduleCode, year })),
    ),
  /** The same report rendered as a PDF. */
  pdf: (moduleCode: string, year: number) =>
    data(
      httpClient.get<Blob>(fillRoute(MODULE_REPORT_ROUTES.pdf, { moduleCode, year }), {
        responseType: 'blob',
        headers: { Accept: 'application/pdf' },
      }),
    ),
};
