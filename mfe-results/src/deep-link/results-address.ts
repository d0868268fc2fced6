// What the address of the results section names: a module (`/results/CS3001`) and an
// academic year (`?year=2026`). Either may be missing; the screen then behaves as without.
import type { TableSort } from '@module-feedback/shared';

export interface ResultsAddress {
  /** The module code as written in the address, or null for none. */
  code: string | null;
  year: number | undefined;
}

export function resultsAddressOf(location: URL): ResultsAddress {
  const segment = location.pathname.split('/').filter(Boolean)[1];
  let code: string | null = null;
  if (segment) {
    try {
      code = decodeURIComponent(segment);
    } catch {
      // A malformed escape names no module.
      code = segment;
    }
  }
  const yearParam = location.searchParams.get('year');
  const year = yearParam !== null && /^\d{4}$/.test(yearParam) ? Number(yearParam) : undefined;
  return { code, year };
}

/**
 * The overview of every module of an academic year (`/results?year=2026`), sorted by a
 * column when one is given (`&sort=averages.material&order=desc`).
 */
export function overviewPath(year: number, sort: TableSort | null = null): string {
  const order = sort?.order === -1 ? 'desc' : 'asc';
  return sort
    ? `/results?year=${year}&sort=${encodeURIComponent(sort.field)}&order=${order}`
    : `/results?year=${year}`;
}

/** The overview's sort as the address names it; none for a missing or unreadable one. */
export function overviewSortOf(location: URL): TableSort | null {
  const field = location.searchParams.get('sort');
  if (!field || !/^[\w.]+$/.test(field)) return null;
  return { field, order: location.searchParams.get('order') === 'desc' ? -1 : 1 };
}
