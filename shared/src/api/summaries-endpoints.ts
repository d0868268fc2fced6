// The summary call: what the summarizer made of a module's year's texts.
import { fillRoute, SUMMARY_ROUTES, type SummaryResponse } from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const summaryApi = {
  ofModuleYear: (moduleCode: string, year: number) =>
    data(
      httpClient.get<SummaryResponse>(fillRoute(SUMMARY_ROUTES.ofModuleYear, { moduleCode, year })),
    ),
};
