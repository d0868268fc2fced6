// The results overview of one academic year.
import { resultsOverviewPath, type ModuleOverview } from '../contracts';
import { httpClient } from './http-client';

/** Every module, ordered by code, with its responses and averages in that year. */
export const resultsOverview = async (year: number) =>
  (await httpClient.get<ModuleOverview[]>(resultsOverviewPath(year))).data;
