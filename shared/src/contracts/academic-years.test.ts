import { describe, expect, it } from 'vitest';
import { formatAcademicYear, isNextYearWindow, latestAcademicYear } from './academic-years';

describe('latestAcademicYear', () => {
  it('picks the highest year whatever the order', () => {
    const years = [
      { id: 1, year: 2023 },
      { id: 7, year: 2025 },
      { id: 3, year: 2024 },
    ];
    expect(latestAcademicYear(years)).toEqual({ id: 7, year: 2025 });
  });

  it('has none for an empty list', () => {
    expect(latestAcademicYear([])).toBeUndefined();
  });
});

describe('isNextYearWindow', () => {
  it.each([
    ['2026-02-28T12:00:00', false],
    ['2026-03-01T00:00:00', true],
    ['2026-06-15T12:00:00', true],
    ['2026-08-31T23:59:59', true],
    ['2026-09-01T00:00:00', false],
    ['2026-12-25T12:00:00', false],
  ])('on %s is %s', (date, expected) => {
    expect(isNextYearWindow(new Date(date))).toBe(expected);
  });
});

describe('formatAcademicYear', () => {
  it('writes the academic year as start/end', () => {
    expect(formatAcademicYear(2025)).toBe('2025/26');
    expect(formatAcademicYear(2099)).toBe('2099/00');
  });
});
