import { formatAcademicYear, type AcademicYear } from '@module-feedback/shared';
import { Dropdown } from 'primereact/dropdown';

interface YearSelectorProps {
  years: readonly AcademicYear[];
  value: number;
  onChange: (year: number) => void;
}

/** Picks the academic year whose averages, reviews and summary the results show. */
export function YearSelector({ years, value, onChange }: YearSelectorProps) {
  const options = [...years]
    .sort((a, b) => b.year - a.year)
    .map(({ year }) => ({ label: formatAcademicYear(year), value: year }));
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
      <label htmlFor="results-year" style={{ fontWeight: 500 }}>
        Academic year
      </label>
      <Dropdown
        inputId="results-year"
        value={value}
        options={options}
        onChange={(e) => onChange(e.value as number)}
        placeholder="Choose a year"
      />
    </div>
  );
}
