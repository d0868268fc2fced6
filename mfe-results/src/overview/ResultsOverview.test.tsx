import { fakeShared } from '../test/shared-fake';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultsOverviewModule } from '@module-feedback/shared';
import { NO_RESPONSES, ResultsOverview } from './ResultsOverview';
import { cellValue } from '@module-feedback/test-support/table-cells';

const ROWS: ResultsOverviewModule[] = [
  {
    code: 'COMP0001',
    title: 'Machine Learning',
    responses: 12,
    averages: { material: 3.5, assessment: 2.25, lecturer: 4 },
  },
  {
    code: 'COMP0002',
    title: 'Compilers',
    responses: 3,
    averages: { material: 4.75, assessment: 3, lecturer: 1.5 },
  },
  {
    code: 'MATH0003',
    title: 'Applied Machine Intelligence',
    responses: 0,
    averages: { material: null, assessment: null, lecturer: null },
  },
];

const table = () => screen.findByRole('table', { name: 'All modules in 2025/26' });
const codesInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellValue(within(row).getAllByRole('cell')[0]));

beforeEach(() => {
  vi.clearAllMocks();
  fakeShared.resultsOverviewApi.ofYear.mockResolvedValue(ROWS);
});

describe('ResultsOverview', () => {
  it('lists every module of the year with responses and averages, saying when nobody rated one', async () => {
    render(<ResultsOverview year={2025} aspects={['material', 'assessment']} />);
    await table();
    expect(fakeShared.resultsOverviewApi.ofYear).toHaveBeenCalledWith(2025);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Code',
      'Title',
      'Responses',
      'Material average',
      'Assessment average',
      'Compare',
    ]);
    const silent = screen.getByRole('row', { name: /MATH0003/ });
    expect(within(silent).getByText(NO_RESPONSES)).toBeInTheDocument();
    expect(within(silent).getAllByText('No ratings yet')).toHaveLength(2);
    const rated = screen.getByRole('row', { name: /COMP0001/ });
    expect(within(rated).getByText('3.50')).toBeInTheDocument();
    expect(within(rated).getByRole('link', { name: 'COMP0001' })).toHaveAttribute(
      'href',
      '/results/COMP0001?year=2025',
    );
  });

  it('shows the lecturer average to signed-in users', async () => {
    render(<ResultsOverview year={2025} aspects={['material', 'assessment', 'lecturer']} />);
    await table();
    expect(screen.getByRole('columnheader', { name: /Lecturer average/ })).toBeInTheDocument();
  });

  it('sorts by a column, keyboard included', async () => {
    const user = userEvent.setup();
    render(<ResultsOverview year={2025} aspects={['material', 'assessment']} />);
    await table();
    expect(codesInOrder()).toEqual(['COMP0001', 'COMP0002', 'MATH0003']);
    const material = screen.getByRole('columnheader', { name: /Material average/ });
    await user.click(material);
    expect(material).toHaveAttribute('aria-sort', 'ascending');
    expect(codesInOrder().slice(0, 2)).toEqual(['COMP0001', 'COMP0002']);
    material.focus();
    await user.keyboard('{Enter}');
    expect(material).toHaveAttribute('aria-sort', 'descending');
    expect(codesInOrder()[0]).toBe('COMP0002');
    expect(fakeShared.navigator).toHaveBeenLastCalledWith(
      '/results?year=2025&sort=averages.material&order=desc',
    );
  });

  it('opens sorted as the address says, as after a reload', async () => {
    window.history.replaceState(null, '', '/results?year=2025&sort=code&order=desc');
    render(<ResultsOverview year={2025} aspects={['material', 'assessment']} />);
    await table();
    expect(codesInOrder()).toEqual(['MATH0003', 'COMP0002', 'COMP0001']);
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it("narrows the list to modules whose code or title matches the picker's search", async () => {
    const props = { year: 2025, aspects: ['material', 'assessment'] as const };
    const { rerender } = render(<ResultsOverview {...props} />);
    await table();
    rerender(<ResultsOverview {...props} search="machine" />);
    expect(codesInOrder()).toEqual(['COMP0001', 'MATH0003']);
    rerender(<ResultsOverview {...props} search="comp0002" />);
    expect(codesInOrder()).toEqual(['COMP0002']);
    rerender(<ResultsOverview {...props} search="no such module" />);
    expect(screen.getByText('No module matches what is typed in the module picker.')).toBeVisible();
  });

  it("finds modules by a lecturer's name from the module list, accents and case ignored", async () => {
    const props = {
      year: 2025,
      aspects: ['material', 'assessment'] as const,
      modules: [
        { id: 1, code: 'COMP0001', title: 'Machine Learning', lecturersNames: 'Zoë Hughes' },
        { id: 2, code: 'COMP0002', title: 'Compilers', lecturersNames: 'Ana Núñez, Li Wei' },
      ],
    };
    const { rerender } = render(<ResultsOverview {...props} />);
    await table();
    rerender(<ResultsOverview {...props} search="NUNEZ" />);
    expect(codesInOrder()).toEqual(['COMP0002']);
    rerender(<ResultsOverview {...props} search="zoe machine" />);
    expect(codesInOrder()).toEqual(['COMP0001']);
  });

  it('opens a module from its row or its code link', async () => {
    const user = userEvent.setup();
    render(<ResultsOverview year={2025} aspects={['material', 'assessment']} />);
    await table();
    await user.click(screen.getByRole('cell', { name: 'Compilers' }));
    expect(fakeShared.navigator).toHaveBeenLastCalledWith('/results/COMP0002?year=2025');
    await user.click(screen.getByRole('link', { name: 'MATH0003' }));
    expect(fakeShared.navigator).toHaveBeenLastCalledWith('/results/MATH0003?year=2025');
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeShared.resultsOverviewApi.ofYear.mockRejectedValueOnce(new Error('down'));
    const user = userEvent.setup();
    render(<ResultsOverview year={2025} aspects={['material', 'assessment']} />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });
});
