import { describe, expect, it } from 'vitest';
import { resultsAddressOf } from './results-address';

const at = (address: string) => resultsAddressOf(new URL(address, 'http://localhost'));

describe('resultsAddressOf', () => {
  it('reads the module from the path and the year from the query', () => {
    expect(at('/results')).toEqual({ code: null, year: undefined });
    expect(at('/results/')).toEqual({ code: null, year: undefined });
    expect(at('/results/CS3001')).toEqual({ code: 'CS3001', year: undefined });
    expect(at('/results/CS3001?year=2026')).toEqual({ code: 'CS3001', year: 2026 });
    expect(at('/results/A%20B?year=2026')).toEqual({ code: 'A B', year: 2026 });
  });

  it('ignores a year that is no year', () => {
    expect(at('/results/CS3001?year=next')).toEqual({ code: 'CS3001', year: undefined });
    expect(at('/results/CS3001?year=20261')).toEqual({ code: 'CS3001', year: undefined });
  });

  it('keeps a malformed escape as written rather than failing', () => {
    expect(at('/results/%E0%A4%A')).toEqual({ code: '%E0%A4%A', year: undefined });
  });
});
