// What a module report's address names: `/results/report?module=CS3001&year=2025`. Either may
// be missing or unreadable; the page then asks for a choice.
import { yearInAddress } from '../deep-link/results-address';

export interface ReportAddress {
  /** The module code as written, or null for none. */
  code: string | null;
  year: number | undefined;
}

export function reportAddressOf(location: URL): ReportAddress {
  const code = location.searchParams.get('module')?.trim() || null;
  return { code, year: yearInAddress(location) };
}
