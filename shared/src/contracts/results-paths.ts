// Addresses of the results section, so a module's results can be linked to (and shared): the
// results remote reads them, other sections link to them.

/** `/results/CS3001?year=2026`: the module's results of that academic year (the latest without one). */
export function moduleResultsPath(code: string, year?: number): string {
  const path = `/results/${encodeURIComponent(code)}`;
  return year === undefined ? path : `${path}?year=${year}`;
}

/** How many modules a module comparison shows side by side. */
export const MODULE_COMPARISON_SIZE = { fewest: 2, most: 3 } as const;

/**
 * The path segment of a module comparison, where a module's code would otherwise be: no module
 * may have it as its code (in any case), or its results would have no address.
 */
export const MODULE_COMPARISON_SEGMENT = 'compare';

/**
 * `/results/compare?year=2026&modules=CS101,CS102`: modules side by side in one academic
 * year. Each code is encoded, so the commas between them are the only ones in the list.
 */
export function moduleComparisonPath(year: number, codes: readonly string[]): string {
  const modules = codes.map((code) => encodeURIComponent(code)).join(',');
  return `/results/${MODULE_COMPARISON_SEGMENT}?year=${year}&modules=${modules}`;
}

/**
 * The path segment of a module report, where a module's code would otherwise be: like the
 * comparison's, no module may have it as its code (in any case).
 */
export const MODULE_REPORT_SEGMENT = 'report';

/** `/results/report?module=CS3001&year=2025`: a module's report of an academic year, to print. */
export function moduleReportPath(code: string, year: number): string {
  return `/results/${MODULE_REPORT_SEGMENT}?module=${encodeURIComponent(code)}&year=${year}`;
}

/** Whether a results address (its path) is a module report. */
export function isModuleReportPath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean)[1] === MODULE_REPORT_SEGMENT;
}

/** Whether a results address (its path) is a module comparison rather than one module's results. */
export function isModuleComparisonPath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean)[1] === MODULE_COMPARISON_SEGMENT;
}

/**
 * The codes a module comparison's query names, in its order and as written. Read from the raw
 * query, since decoding it first would merge an encoded comma into the list's own.
 */
export function comparedModuleCodes(search: string): string[] {
  const list = search
    .replace(/^\?/, '')
    .split('&')
    .find((parameter) => parameter.startsWith('modules='));
  if (list === undefined) return [];
  return list
    .slice('modules='.length)
    .split(',')
    .filter((part) => part !== '')
    .map((part) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        // A malformed escape names no module; it is shown as written.
        return part;
      }
    });
}
