import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseRates, StaffOverview } from '@module-feedback/shared';
import { fakeShared, listedYear } from '../test/shared-fake';
import { renderWithUi } from '../test/render';
import { OverviewTab } from './OverviewTab';

// jsdom has no canvas: the chart itself is chart.js's business.
vi.mock('./WeeklyResponsesChart', () => ({
  default: ({ weeks }: { weeks: { weekStart: string }[] }) => <p>Chart of {weeks.length} weeks</p>,
}));

const overviewOf = (year: number): StaffOverview => ({
  year,
  previousYear: year - 1,
  totals: { responses: 12, students: 9, modulesWithoutResponses: 3 },
  modules: [
    {
      moduleId: 1,
      code: 'CS1',
      title: 'One',
      responses: 2,
      averages: { material: 1.5, assessment: 2, lecturer: null },
      overall: 1.75,
      previous: { responses: 4, overall: 3 },
      change: -1.25,
      attention: ['lowest-average', 'largest-drop', 'few-responses'],
    },
  ],
  weeks: [{ weekStart: '2026-03-02', responses: 12 }],
});

const ratesOf = (year: number): ResponseRates => ({
  year,
  opensAt: `${year}-09-01T00:00:00.000Z`,
  closesAt: `${year + 1}-09-01T00:00:00.000Z`,
  totals: { responses: 2, enrolled: 5, rate: 0.4 },
  modules: [
    {
      moduleId: 1,
      code: 'CS1',
      title: 'One',
      responses: 2,
      enrolled: 5,
      rate: 0.4,
      reminders: { 1: null, 2: null },
    },
  ],
  weeks: [{ weekStart: '2026-03-02', responses: 2, cumulative: 2, rate: 0.4 }],
});

// Two tables and the rates beside them render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  window.history.replaceState(null, '', '/admin?tab=overview');
  fakeShared.responseRateApi.rates
    .mockReset()
    .mockImplementation((year: number) => Promise.resolve(ratesOf(year)));
  fakeShared.academicYearApi.list.mockReset().mockResolvedValue([
    listedYear(2024, { id: 1 }),
    listedYear(2025, { id: 2 }),
    // Created early: empty, and not the year the overview opens on.
    listedYear(2026, { id: 3, opensAt: null, closesAt: null, responses: 0 }),
  ]);
  fakeShared.staffOverviewApi.overview
    .mockReset()
    .mockImplementation((year: number) => Promise.resolve(overviewOf(year)));
  fakeShared.staffOverviewApi.feedbackExport.mockReset().mockResolvedValue(new Blob(['x']));
  fakeShared.staffOverviewApi.overviewExport.mockReset().mockResolvedValue(new Blob(['x']));
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

describe('OverviewTab', () => {
  it('shows the latest year first: totals, chart and the modules with their flags', async () => {
    // The rates have tests of their own; in jsdom, their tables settling while the mocked
    // chart is still lazily loading keep its Suspense on the fallback.
    fakeShared.responseRateApi.rates.mockImplementation(() => new Promise(() => {}));
    renderWithUi(<OverviewTab />);
    expect(await screen.findByRole('heading', { name: '2025/26' })).toBeInTheDocument();
    expect(fakeShared.staffOverviewApi.overview).toHaveBeenCalledWith(2025);
    const totals = screen.getByRole('list', { name: 'Totals' });
    expect(totals).toHaveTextContent('12 responses');
    expect(totals).toHaveTextContent('9 students responded');
    expect(totals).toHaveTextContent('3 modules without responses');
    expect(await screen.findByText('Chart of 1 weeks')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'CS1' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '1.50' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '−1.25' })).toBeInTheDocument();
    expect(within(row).getByText('Largest drop')).toBeInTheDocument();
    expect(within(row).getByText('Few responses')).toBeInTheDocument();
  });

  it('loads another year when one is chosen, and keeps it in the address', async () => {
    const user = renderWithUi(<OverviewTab />);
    await screen.findByRole('heading', { name: '2025/26' });
    await user.selectOptions(screen.getByLabelText('Academic year'), '2024/25');
    expect(await screen.findByRole('heading', { name: '2024/25' })).toBeInTheDocument();
    expect(fakeShared.staffOverviewApi.overview).toHaveBeenLastCalledWith(2024);
    expect(window.location.search).toBe('?tab=overview&year=2024');
  });

  it('keeps the sort in the address, beside the tab and the year', async () => {
    window.history.replaceState(null, '', '/admin?tab=overview&year=2024');
    const user = renderWithUi(<OverviewTab />);
    await screen.findByRole('heading', { name: '2024/25' });
    await user.click(screen.getByRole('columnheader', { name: /Responses/ }));
    expect(window.location.search).toBe('?tab=overview&year=2024&sort=responses&order=asc');
    await user.click(screen.getByRole('columnheader', { name: /Responses/ }));
    expect(window.location.search).toBe('?tab=overview&year=2024&sort=responses&order=desc');
    expect(screen.getByRole('columnheader', { name: /Responses/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('opens on the year and sort the address names', async () => {
    window.history.replaceState(null, '', '/admin?tab=overview&year=2024&sort=code&order=desc');
    renderWithUi(<OverviewTab />);
    expect(await screen.findByRole('heading', { name: '2024/25' })).toBeInTheDocument();
    expect(fakeShared.staffOverviewApi.overview).toHaveBeenCalledWith(2024);
    expect(fakeShared.staffOverviewApi.overview).not.toHaveBeenCalledWith(2025);
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('opens on the default year when the address names one that does not exist', async () => {
    window.history.replaceState(null, '', '/admin?tab=overview&year=1999');
    renderWithUi(<OverviewTab />);
    expect(await screen.findByRole('heading', { name: '2025/26' })).toBeInTheDocument();
  });

  it("names the modules' table itself, not a box around it", async () => {
    renderWithUi(<OverviewTab />);
    const table = await screen.findByRole('table', { name: 'Modules of the year' });
    expect(table.tagName).toBe('TABLE');
    expect(document.querySelectorAll('[aria-label="Modules of the year"]')).toHaveLength(1);
  });

  it('downloads CSVs, with student numbers only when ticked', async () => {
    const user = renderWithUi(<OverviewTab />);
    await screen.findByRole('heading', { name: '2025/26' });
    await user.click(screen.getByRole('button', { name: 'Feedback of 2025/26' }));
    expect(fakeShared.staffOverviewApi.feedbackExport).toHaveBeenLastCalledWith({
      year: 2025,
      identity: false,
    });
    await user.click(screen.getByLabelText('Include student numbers'));
    await user.click(screen.getByRole('button', { name: 'All feedback' }));
    expect(fakeShared.staffOverviewApi.feedbackExport).toHaveBeenLastCalledWith({ identity: true });
    await user.click(screen.getByRole('button', { name: 'This overview' }));
    expect(fakeShared.staffOverviewApi.overviewExport).toHaveBeenCalledWith(2025);
    await user.click(screen.getByRole('button', { name: 'Feedback of CS1 in 2025/26 as CSV' }));
    expect(fakeShared.staffOverviewApi.feedbackExport).toHaveBeenLastCalledWith({
      module: 'CS1',
      year: 2025,
    });
    expect(URL.createObjectURL).toHaveBeenCalledTimes(4);
  });

  it('flags modules below the rate the address names, and keeps a new one there', async () => {
    window.history.replaceState(null, '', '/admin?tab=overview&year=2025&rate=50');
    const user = renderWithUi(<OverviewTab />);
    const rates = await screen.findByRole('table', { name: 'Response rates of the modules' });
    expect(fakeShared.responseRateApi.rates).toHaveBeenCalledWith(2025);
    const row = within(rates).getByRole('cell', { name: 'CS1' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '2 of 5, 40%' })).toBeInTheDocument();
    expect(within(row).getByText('Low response rate')).toBeInTheDocument();
    const input = screen.getByLabelText('Flag modules below');
    await user.clear(input);
    await user.type(input, '30');
    await waitFor(() => expect(window.location.search).toBe('?tab=overview&year=2025&rate=30'));
    expect(within(row).queryByText('Low response rate')).not.toBeInTheDocument();
    // Another year keeps the threshold.
    await user.selectOptions(screen.getByLabelText('Academic year'), '2024/25');
    await waitFor(() => expect(window.location.search).toBe('?tab=overview&year=2024&rate=30'));
  });

  it('flags below 30% when the address names no rate', async () => {
    fakeShared.responseRateApi.rates.mockImplementation((year: number) =>
      Promise.resolve({
        ...ratesOf(year),
        modules: [{ ...ratesOf(year).modules[0]!, responses: 1, rate: 0.2 }],
      }),
    );
    renderWithUi(<OverviewTab />);
    const rates = await screen.findByRole('table', { name: 'Response rates of the modules' });
    expect(within(rates).getByText('Low response rate')).toBeInTheDocument();
    expect(screen.getByLabelText('Flag modules below')).toHaveValue('30%');
  });

  it('says what went wrong and can try again', async () => {
    fakeShared.staffOverviewApi.overview.mockRejectedValueOnce(new Error('Network Error'));
    const user = renderWithUi(<OverviewTab />);
    expect(await screen.findByText(/Could not load the overview/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '2025/26' })).toBeInTheDocument();
  });
});
