import { describe, expect, it } from 'vitest';
import { overviewPath, overviewSortOf, resultsAddressOf } from './results-address';

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

describe("the overview's sort in the address", () => {
  const sortAt = (address: string) => overviewSortOf(new URL(address, 'http://localhost'));

  it('is written after the year and read back', () => {
    const path = overviewPath(2026, { field: 'averages.material', order: -1 });
    expect(path).toBe('/results?year=2026&sort=averages.material&order=desc');
    expect(sortAt(path)).toEqual({ field: 'averages.material', order: -1 });
    expect(overviewPath(2026)).toBe('/results?year=2026');
  });

  it('is none when missing or unreadable', () => {
    expect(sortAt('/results?year=2026')).toBeNull();
    expect(sortAt('/results?sort=%3Cscript%3E')).toBeNull();
    expect(sortAt('/results?sort=code&order=sideways')).toEqual({ field: 'code', order: 1 });
  });
});
