// What a module report's address names: `/results/report?module=CS3001&year=2025`. Either may
// be missing or unreadable; the page then asks for a choice.
export interface ReportAddress {
  /** The module code as written, or null for none. */
  code: string | null;
  year: number | undefined;
}

export function reportAddressOf(location: URL): ReportAddress {
  const code = location.searchParams.get('module')?.trim() || null;
  const yearParam = location.searchParams.get('year');
  const year = yearParam !== null && /^\d{4}$/.test(yearParam) ? Number(yearParam) : undefined;
  return { code, year };
}
