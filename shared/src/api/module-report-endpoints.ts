// The module report's calls: its data for the page, and its PDF as a file to save.
import { moduleReportApiPath, moduleReportPdfPath, type ModuleReport } from '../contracts';
import { httpClient } from './http-client';

export const moduleReportApi = {
  /** What the report shows: lecturer parts only for a signed-in caller. */
  report: async (moduleCode: string, year: number) =>
    (await httpClient.get<ModuleReport>(moduleReportApiPath(moduleCode, year))).data,
  /** The same report rendered as a PDF. */
  pdf: async (moduleCode: string, year: number) =>
    (
      await httpClient.get<Blob>(moduleReportPdfPath(moduleCode, year), {
        responseType: 'blob',
        headers: { Accept: 'application/pdf' },
      })
    ).data,
};
