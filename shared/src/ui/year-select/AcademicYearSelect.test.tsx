import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AcademicYearSelect, NO_ACADEMIC_YEAR_YET } from './AcademicYearSelect';

const YEARS = [
  { id: 10, year: 2023 },
  { id: 12, year: 2025 },
  { id: 11, year: 2024 },
];

function renderSelect(value: number | null, years = YEARS) {
  const onChange = vi.fn();
  render(
    <>
      <label htmlFor="year">Academic year</label>
      <AcademicYearSelect id="year" years={years} value={value} onChange={onChange} />
    </>,
  );
  return { onChange, select: screen.getByRole('combobox', { name: 'Academic year' }) };
}

describe('AcademicYearSelect', () => {
  it('offers every year newest first, showing the chosen one', () => {
    const { select } = renderSelect(11);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025/26', '2024/25', '2023/24']);
    expect(select).toHaveDisplayValue('2024/25');
  });

  it('hands the chosen academic year to its parent', async () => {
    const { select, onChange } = renderSelect(12);
    await userEvent.selectOptions(select, '2023/24');
    expect(onChange).toHaveBeenCalledWith({ id: 10, year: 2023 });
  });

  it('is disabled, and says why, while there are no academic years', () => {
    const { select } = renderSelect(null, []);
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue(NO_ACADEMIC_YEAR_YET);
  });
});
