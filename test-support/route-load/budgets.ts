// The first-load budgets the frontend benchmark enforces beside its ratio goals to a plain
// SPA (bench/ratios.ts): what the micro-frontends must keep whatever the machine. Figures are
// medians of the runs.

export const BUDGETS = {
  /** Per remote route: the remote's own files, and the rounds of requests until usable. */
  remoteRoute: { ownJsKiB: 60, roundTrips: 3 },
  /** Opening a module with 1,000 feedback entries on /results, from its data arriving. */
  moduleOpenMs: 100,
} as const;

export interface RouteFigures {
  route: string;
  /** Undefined on the shell's own pages. */
  remoteFolder?: string;
  jsKiB: number;
  jsRequests: number;
  ownJsKiB: number;
  visibleMs: number;
  warmVisibleMs: number;
  /** Longest chain of requests after the HTML, among those the route needed to show. */
  roundTrips: number;
}

/** One line per budget a route exceeds, saying by how much (the shell's own pages have none). */
export function budgetFailures(figures: RouteFigures): string[] {
  const failures: string[] = [];
  const check = (what: string, measured: number, budget: number, unit: string) => {
    const amount = (value: number) => (unit ? `${value} ${unit}` : String(value));
    if (measured > budget)
      failures.push(`${figures.route}: ${what} ${amount(measured)} > budget ${amount(budget)}`);
  };
  if (figures.remoteFolder !== undefined) {
    check(
      `${figures.remoteFolder}'s own JavaScript`,
      figures.ownJsKiB,
      BUDGETS.remoteRoute.ownJsKiB,
      'KiB',
    );
    check('round trips after the HTML', figures.roundTrips, BUDGETS.remoteRoute.roundTrips, '');
  }
  return failures;
}

/** The line for a module that took longer than its budget to show, if it did. */
export function moduleOpenFailures(measuredMs: number): string[] {
  return measuredMs > BUDGETS.moduleOpenMs
    ? [
        `/results: a module with 1,000 entries painted ${measuredMs} ms after its data > budget ${BUDGETS.moduleOpenMs} ms`,
      ]
    : [];
}
