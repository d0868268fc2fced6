import { describe, expect, it } from 'vitest';
import type { VersionReport } from '../remote-reports/report-counts';
import { describeOverview } from './describe';
import type { RemoteOverview } from './overview';

const report = (version: string, counts: Partial<VersionReport['counts']>): VersionReport => {
  const all = { load: 0, refused: 0, 'load-failure': 0, 'mount-error': 0, 'uncaught-error': 0 };
  const merged = { ...all, ...counts };
  return {
    deployable: 'mfe-results',
    version,
    counts: merged,
    failureRate: merged.load === 0 ? null : merged['mount-error'] / merged.load,
  };
};

const overview = (reports: VersionReport[]): RemoteOverview => ({
  deployable: 'mfe-results',
  remote: 'mfe-results',
  live: null,
  checkoutVersion: null,
  history: [],
  canaries: [],
  reports,
});

describe('describeOverview', () => {
  it('lists the versions browsers reported anything of, failures without a sampled load too', () => {
    const lines = describeOverview(
      overview([
        report('1.0.0-aaa', { load: 40, 'mount-error': 2 }),
        report('1.0.0-bbb', { 'mount-error': 1 }),
        report('1.0.0-ccc', {}),
      ]),
    );
    expect(lines.slice(1)).toEqual([
      '  reported by browsers:',
      '    1.0.0-aaa  40 loads  0 refused  0 load failures  2 mount errors  0 uncaught errors  failure rate 5.0%',
      '    1.0.0-bbb  0 loads  0 refused  0 load failures  1 mount errors  0 uncaught errors  no loads yet',
    ]);
  });

  it('says nothing of reports when browsers reported nothing', () => {
    expect(describeOverview(overview([report('1.0.0-ccc', {})]))).toHaveLength(1);
  });
});
