// The first-load budgets the frontend benchmark enforces: a plain single-page app of this
// size would meet them, so the micro-frontends must too. Figures are medians of the runs.

export const BUDGETS = {
  home: { jsKiB: 120, jsRequests: 12, visibleMs: 300 },
  /** Per remote route: the remote's own files, and the whole route until usable. */
  remoteRoute: { ownJsKiB: 60, visibleMs: 500, roundTrips: 3 },
  warmVisibleMs: 150,
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

/** One line per budget a route exceeds, saying by how much. */
export function budgetFailures(figures: RouteFigures): string[] {
  const failures: string[] = [];
  const check = (what: string, measured: number, budget: number, unit: string) => {
    const amount = (value: number) => (unit ? `${value} ${unit}` : String(value));
    if (measured > budget)
      failures.push(`${figures.route}: ${what} ${amount(measured)} > budget ${amount(budget)}`);
  };
  if (figures.remoteFolder === undefined) {
    check('JavaScript', figures.jsKiB, BUDGETS.home.jsKiB, 'KiB');
    check('JavaScript requests', figures.jsRequests, BUDGETS.home.jsRequests, '');
    check('content visible (cold)', figures.visibleMs, BUDGETS.home.visibleMs, 'ms');
  } else {
    check(
      `${figures.remoteFolder}'s own JavaScript`,
      figures.ownJsKiB,
      BUDGETS.remoteRoute.ownJsKiB,
      'KiB',
    );
    check('usable (cold)', figures.visibleMs, BUDGETS.remoteRoute.visibleMs, 'ms');
    check('round trips after the HTML', figures.roundTrips, BUDGETS.remoteRoute.roundTrips, '');
  }
  check('usable (warm)', figures.warmVisibleMs, BUDGETS.warmVisibleMs, 'ms');
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
