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
  it('passes a remote route within every budget (its total JS and times are ratio goals)', () => {
    expect(budgetFailures({ ...withinBudget, visibleMs: 5000, warmVisibleMs: 5000 })).toEqual([]);
  });

  it('names each budget a remote route exceeds, with the measured figure', () => {
    expect(budgetFailures({ ...withinBudget, ownJsKiB: 61.5, roundTrips: 7 })).toEqual([
      "/results: mfe-results's own JavaScript 61.5 KiB > budget 60 KiB",
      '/results: round trips after the HTML 7 > budget 3',
    ]);
  });

  it("leaves the shell's own page to the ratio goals", () => {
    const home = { ...withinBudget, route: '/', remoteFolder: undefined, ownJsKiB: 500 };
    expect(budgetFailures(home)).toEqual([]);
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
