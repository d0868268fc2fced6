import { describe, expect, it } from 'vitest';
import {
  overviewPath,
  overviewSortOf,
  resultsAddressOf,
  reviewsViewOf,
  reviewsViewPath,
} from './results-address';

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

  it('names no module on a page outside the section, the standalone page for one', () => {
    expect(at('/remotes/mfe-results/1.0.0-0123456789ab/index.html')).toEqual({
      code: null,
      year: undefined,
    });
    expect(at('/index.html?year=2026')).toEqual({ code: null, year: 2026 });
    expect(at('/Results/CS3001')).toEqual({ code: 'CS3001', year: undefined });
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

describe("an aspect's reviews in the address", () => {
  const url = (address: string) => new URL(address, 'http://localhost');

  it('reads each aspect on its own, with defaults for what is missing or unreadable', () => {
    const location = url(
      '/results/CS1?year=2025&material-sort=helpful&material-rating=poor&assessment-sort=worst&assessment-about=theme%3Alab%20sheets',
    );
    expect(reviewsViewOf(location, 'material')).toEqual({
      sort: 'helpful',
      band: 'poor',
      about: null,
    });
    expect(reviewsViewOf(location, 'assessment')).toEqual({
      sort: 'oldest',
      band: null,
      about: 'theme:lab sheets',
    });
  });

  it("writes one aspect's set-up and keeps the rest of the address", () => {
    const location = url('/results/CS%201?year=2025&assessment-sort=newest');
    expect(
      reviewsViewPath(location, 'material', {
        sort: 'highest',
        band: 'good',
        about: 'liked:A & B',
      }),
    ).toBe(
      '/results/CS%201?year=2025&assessment-sort=newest&material-sort=highest&material-rating=good&material-about=liked%3AA+%26+B',
    );
    expect(
      reviewsViewPath(url('/results/CS1?material-sort=newest'), 'material', {
        sort: 'oldest',
        band: null,
        about: null,
      }),
    ).toBe('/results/CS1');
  });
});
