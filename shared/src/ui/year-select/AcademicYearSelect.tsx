// The academic year picker of results and the feedback form: the browser's own <select>,
// styled like the theme's inputs. It is what keyboards, screen readers and phones handle
// best, and PrimeReact's Dropdown adds an unlabelled hidden <select> and a dangling
// aria-activedescendant to every page it is on.
import type { AcademicYear } from '../../contracts';
import { formatAcademicYear } from '../../contracts';
import './year-select.css';

export interface AcademicYearSelectProps {
  /** The <select>'s id, for the caller's <label htmlFor>. */
  id: string;
  years: readonly AcademicYear[];
  /** The chosen year's id. */
  value: number | null;
  onChange: (year: AcademicYear) => void;
}

export const NO_ACADEMIC_YEAR_YET = 'No academic year yet';

export function AcademicYearSelect({ id, years, value, onChange }: AcademicYearSelectProps) {
  // Newest first: the latest year is the usual choice.
  const newestFirst = [...years].sort((a, b) => b.year - a.year);
  return (
    <select
      id={id}
      className="p-inputtext p-component ui-year-select"
      value={value ?? ''}
      disabled={years.length === 0}
      onChange={(event) => {
        const chosen = years.find((year) => String(year.id) === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {years.length === 0 && <option value="">{NO_ACADEMIC_YEAR_YET}</option>}
      {newestFirst.map((year) => (
        <option key={year.id} value={year.id}>
          {formatAcademicYear(year.year)}
        </option>
      ))}
    </select>
  );
}
