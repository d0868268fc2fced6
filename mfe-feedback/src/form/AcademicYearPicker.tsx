import { Dropdown } from 'primereact/dropdown';
import { formatAcademicYear, type AcademicYear } from '@module-feedback/shared';

interface AcademicYearPickerProps {
  id: string;
  years: readonly AcademicYear[];
  value: number | null;
  onChange: (yearId: number) => void;
}

/** The academic year the feedback is for; newest first, as the latest is the usual choice. */
export function AcademicYearPicker({ id, years, value, onChange }: AcademicYearPickerProps) {
  const options = [...years]
    .sort((a, b) => b.year - a.year)
    .map((year) => ({ label: formatAcademicYear(year.year), value: year.id }));
  return (
    <Dropdown
      inputId={id}
      options={options}
      value={value}
      onChange={(event) => onChange(event.value as number)}
      placeholder="No academic year yet"
      disabled={options.length === 0}
    />
  );
}
