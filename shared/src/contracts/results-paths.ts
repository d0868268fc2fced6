// Addresses of the results section, so a module's results can be linked to (and shared): the
// results remote reads them, other sections link to them.

/** `/results/CS3001?year=2026`: the module's results of that academic year (the latest without one). */
export function moduleResultsPath(code: string, year?: number): string {
  const path = `/results/${encodeURIComponent(code)}`;
  return year === undefined ? path : `${path}?year=${year}`;
}
