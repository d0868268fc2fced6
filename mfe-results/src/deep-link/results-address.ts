// What the address of the results section names: a module (`/results/CS3001`) and an
// academic year (`?year=2026`). Either may be missing; the screen then behaves as without.
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

/** The overview of every module of an academic year (`/results?year=2026`). */
export const overviewPath = (year: number) => `/results?year=${year}`;
