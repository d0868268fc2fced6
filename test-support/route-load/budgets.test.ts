import { describe, expect, it } from 'vitest';
import { budgetFailures, moduleOpenFailures, type RouteFigures } from './budgets';

const withinBudget: RouteFigures = {
  route: '/results',
  remoteFolder: 'mfe-results',
  jsKiB: 150,
  jsRequests: 20,
  ownJsKiB: 40,
  visibleMs: 400,
  warmVisibleMs: 100,
  roundTrips: 3,
};

describe('budgetFailures', () => {
  it('passes a remote route within every budget (its total JS is not budgeted)', () => {
    expect(budgetFailures(withinBudget)).toEqual([]);
  });

  it('names each budget a remote route exceeds, with the measured figure', () => {
    expect(
      budgetFailures({ ...withinBudget, ownJsKiB: 61.5, roundTrips: 7, warmVisibleMs: 151 }),
    ).toEqual([
      "/results: mfe-results's own JavaScript 61.5 KiB > budget 60 KiB",
      '/results: round trips after the HTML 7 > budget 3',
      '/results: usable (warm) 151 ms > budget 150 ms',
    ]);
  });

  it("holds the shell's own page to the home budgets", () => {
    const home = { ...withinBudget, route: '/', remoteFolder: undefined };
    expect(budgetFailures(home)).toEqual([
      '/: JavaScript 150 KiB > budget 120 KiB',
      '/: JavaScript requests 20 > budget 12',
      '/: content visible (cold) 400 ms > budget 300 ms',
    ]);
  });
});

describe('moduleOpenFailures', () => {
  it('passes a module shown within 100 ms of its data and names a slower one', () => {
    expect(moduleOpenFailures(100)).toEqual([]);
    expect(moduleOpenFailures(240)).toEqual([
      '/results: a module with 1,000 entries painted 240 ms after its data > budget 100 ms',
    ]);
  });
});
