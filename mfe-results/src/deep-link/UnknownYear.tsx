// An address naming an academic year that has no results here (a mistyped or outdated link):
// said plainly, with a link to the latest year instead of silently showing another one.
import { Message } from 'primereact/message';
import { AppLink, formatAcademicYear } from '@module-feedback/shared';

export const unknownYearText = (year: number) =>
  `There are no results for the academic year ${formatAcademicYear(year)}.`;
export const latestYearLink = (year: number) => `Show the latest year, ${formatAcademicYear(year)}`;

interface UnknownYearProps {
  year: number;
  latest: number;
  /** Where the latest year's results are (the same module, or the overview). */
  latestPath: string;
}

export function UnknownYear({ year, latest, latestPath }: UnknownYearProps) {
  return (
    <Message
      severity="warn"
      className="mr-unknown-module"
      content={
        <span>
          {unknownYearText(year)} <AppLink to={latestPath}>{latestYearLink(latest)}</AppLink>
        </span>
      }
    />
  );
}
