// The results overview: every module's figures for one academic year, for the results page
// before a module is chosen.
import type { Aspect } from './entities';
import type { Withheld } from './publication';

/** One module in the overview. Modules without responses that year have 0 and no averages. */
export interface ModuleOverview {
  code: string;
  title: string;
  responses: number;
  /** Over the entries that rated each aspect; `lecturer` only for signed-in callers. */
  averages: Partial<Record<Aspect, number | null>>;
  /** Set, with no averages, while the module's year's results are withheld from this caller. */
  withheld?: Withheld;
}

export const RESULTS_OVERVIEW_ROUTE = '/api/results-overview/:year';

/** The overview's address for an academic year's value (2025 for 2025/26). */
export const resultsOverviewPath = (year: number) =>
  RESULTS_OVERVIEW_ROUTE.replace(':year', String(year));
