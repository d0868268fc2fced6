import type { AcademicYear } from './entities';
import { NEXT_YEAR_FIRST_MONTH, NEXT_YEAR_LAST_MONTH } from './constants';

/** The default academic year: the one with the highest `year`, or undefined for none. */
export function latestAcademicYear<T extends Pick<AcademicYear, 'year'>>(
  years: readonly T[],
): T | undefined {
  return years.reduce<T | undefined>(
    (latest, candidate) =>
      latest === undefined || candidate.year > latest.year ? candidate : latest,
    undefined,
  );
}

/** From March to August (inclusive) results also link to next year's module details. */
export function isNextYearWindow(date: Date): boolean {
  const month = date.getMonth();
  return month >= NEXT_YEAR_FIRST_MONTH && month <= NEXT_YEAR_LAST_MONTH;
}

/** "2025/26" for 2025. */
export function formatAcademicYear(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}
