import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { feedback } from '../test/fixtures';
import { NOTHING_TO_COMPARE, YearComparison } from './YearComparison';

const FEEDBACK = [
  feedback(2025, { materialRating: 4, assessmentRating: 3.5 }),
  feedback(2025, { materialRating: 3.25, assessmentRating: null }),
  feedback(2024, { materialRating: 2, assessmentRating: 1 }),
  feedback(2023, { materialRating: 5, assessmentRating: 5 }),
];

const row = (name: RegExp) => within(screen.getByRole('row', { name }));

describe('YearComparison', () => {
  it('puts the shown year beside the closest earlier one: responses, averages and spread', () => {
    render(<YearComparison feedback={FEEDBACK} year={2025} aspects={['material', 'assessment']} />);
    const table = screen.getByRole('table', { name: '2025/26 and 2024/25 side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Aspect', '2025/26', '2024/25']);
    expect(
      row(/^Responses/)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1']);
    const material = row(/^Material average/).getAllByRole('cell');
    expect(material[0]).toHaveTextContent('3.63 (2 ratings)');
    expect(material[0]).toHaveTextContent('3–3.75: 1');
    expect(material[0]).toHaveTextContent('4–4.75: 1');
    expect(material[1]).toHaveTextContent('2.00 (1 rating)');
    const assessment = row(/^Assessment average/).getAllByRole('cell');
    expect(assessment[0]).toHaveTextContent('3.50 (1 rating)');
    expect(screen.queryByRole('row', { name: /Lecturer/ })).not.toBeInTheDocument();
  });

  it('compares with the year the student picks', async () => {
    const user = userEvent.setup();
    render(<YearComparison feedback={FEEDBACK} year={2025} aspects={['material', 'assessment']} />);
    await user.selectOptions(screen.getByLabelText('Compare 2025/26 with'), '2023/24');
    expect(
      screen.getByRole('table', { name: '2025/26 and 2023/24 side by side' }),
    ).toBeInTheDocument();
    expect(row(/^Material average/).getAllByRole('cell')[1]).toHaveTextContent('5.00 (1 rating)');
  });

  it('compares the earliest year with the one after it, and says so when there is no other year', () => {
    const { unmount } = render(
      <YearComparison feedback={FEEDBACK} year={2023} aspects={['material']} />,
    );
    expect(
      screen.getByRole('table', { name: '2023/24 and 2024/25 side by side' }),
    ).toBeInTheDocument();
    unmount();
    render(<YearComparison feedback={FEEDBACK.slice(0, 2)} year={2025} aspects={['material']} />);
    expect(screen.getByText(NOTHING_TO_COMPARE)).toBeInTheDocument();
  });
});
