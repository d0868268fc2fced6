import { describe, expect, it } from 'vitest';
import { rollbackReason } from './canary-watch';
import { failureRate, type EventCounts } from './report-counts';

const report = (version: string, load: number, failures: Partial<EventCounts> = {}) => {
  const counts = {
    load,
    refused: 0,
    'load-failure': 0,
    'mount-error': 0,
    'uncaught-error': 0,
    ...failures,
  };
  return { deployable: 'mfe-results' as const, version, counts, failureRate: failureRate(counts) };
};
const settings = { minLoads: 20, failureMarginPercent: 5 };

describe('rollbackReason', () => {
  it('waits for the minimum number of loads, however bad the first ones are', () => {
    expect(
      rollbackReason(report('2', 19, { 'mount-error': 19 }), report('1', 100), settings),
    ).toBeUndefined();
  });

  it('takes a canary back whose failure rate exceeds the live one by more than the margin, saying by how much', () => {
    expect(
      rollbackReason(
        report('2', 20, { 'mount-error': 6 }),
        report('1', 100, { refused: 1 }),
        settings,
      ),
    ).toBe(
      'automatic rollback: 30.0% of its 20 loads failed against 1.0% of 100 for the live 1 (allowed: 5 points more)',
    );
  });

  it('counts every kind of failure, and keeps a canary within the margin', () => {
    const live = report('1', 100, { 'uncaught-error': 10 });
    expect(
      rollbackReason(
        report('2', 40, { refused: 1, 'load-failure': 1, 'mount-error': 1, 'uncaught-error': 3 }),
        live,
        settings,
      ),
    ).toBeUndefined();
    expect(
      rollbackReason(
        report('2', 40, { refused: 2, 'load-failure': 2, 'mount-error': 2, 'uncaught-error': 2 }),
        live,
        settings,
      ),
    ).toMatch(/^automatic rollback: 20\.0%/);
  });

  it('judges against no failures while the live version has no loads reported', () => {
    expect(rollbackReason(report('2', 20, { 'mount-error': 2 }), report('1', 0), settings)).toMatch(
      /10\.0% of its 20 loads failed against 0\.0% of 0/,
    );
  });
});
