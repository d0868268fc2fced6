// The results overview: every module's figures for one academic year, for the results page
// before a module is chosen.
import type { Aspect } from './entities';
import type { Withheld } from './publication';

/** One module in the overview. Modules without responses that year have 0 and no averages. */
export interface ResultsOverviewModule {
  code: string;
  title: string;
  responses: number;
  /** Over the entries that rated each aspect; `lecturer` only for signed-in callers. */
  averages: Partial<Record<Aspect, number | null>>;
  /** Set, with no averages, while the module's year's results are withheld from this caller. */
  withheld?: Withheld;
}

/** The API routes of the results overview (filled with fillRoute). */
export const RESULTS_OVERVIEW_ROUTES = {
  /** GET: the overview of the academic year whose value is :year (2025 for 2025/26). */
  ofYear: '/api/results-overview/:year',
} as const;
