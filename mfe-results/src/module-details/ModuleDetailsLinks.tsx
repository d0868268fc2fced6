import {
  formatAcademicYear,
  getRuntimeConfig,
  isNextYearWindow,
  moduleDetailsUrl,
} from '@module-feedback/shared';

interface ModuleDetailsLinksProps {
  code: string;
  /** The latest academic year; no links without one. */
  latestYear: number | undefined;
  /** Injected so tests can fix the date; the March–August window depends on it. */
  today?: Date;
}

/**
 * Links to the module's catalogue page: latest year, and from March to August the next one.
 * The URL template comes from the site's runtime config (shared), so deployers can change it;
 * a site without a catalogue shows no links.
 */
export function ModuleDetailsLinks({
  code,
  latestYear,
  today = new Date(),
}: ModuleDetailsLinksProps) {
  if (latestYear === undefined || getRuntimeConfig().moduleDetailsUrl === '') return null;
  const years = isNextYearWindow(today) ? [latestYear, latestYear + 1] : [latestYear];
  return (
    <nav aria-label="Module details" className="mr-details">
      {years.map((year) => (
        <a key={year} href={moduleDetailsUrl(code, year)} target="_blank" rel="noopener noreferrer">
          <i className="pi pi-external-link" aria-hidden="true" />
          Module details {formatAcademicYear(year)}
        </a>
      ))}
    </nav>
  );
}
