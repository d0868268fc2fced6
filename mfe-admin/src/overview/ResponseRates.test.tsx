import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_TEXTS, type ResponseRates as Rates } from '@module-feedback/shared';
import { fakeShared } from '../test/shared-fake';
import { dialog, renderWithUi } from '../test/render';
import { ResponseRates } from './ResponseRates';

// Two tables and a confirmation dialog render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const none = { 1: null, 2: null };

const ratesOf = (year: number): Rates => ({
  year,
  opensAt: `${year}-09-01T00:00:00.000Z`,
  closesAt: null,
  totals: { responses: 14, enrolled: 50, rate: 0.28 },
  modules: [
    {
      moduleId: 1,
      code: 'CS1',
      title: 'One',
      responses: 12,
      enrolled: 40,
      rate: 0.3,
      reminders: {
        1: { count: 28, lastSentAt: '2026-03-09T09:00:00.000Z' },
        2: { count: 20, lastSentAt: '2026-03-23T09:00:00.000Z' },
      },
    },
    {
      moduleId: 2,
      code: 'CS2',
      title: 'Two',
      responses: 2,
      enrolled: 10,
      rate: 0.2,
      reminders: { 1: { count: 8, lastSentAt: '2026-03-09T09:00:00.000Z' }, 2: null },
    },
    {
      moduleId: 3,
      code: 'CS3',
      title: 'Three',
      responses: 5,
      enrolled: 0,
      rate: null,
      reminders: none,
    },
  ],
  weeks: [
    { weekStart: '2026-03-02', responses: 4, cumulative: 4, rate: 0.08 },
    { weekStart: '2026-03-09', responses: 10, cumulative: 14, rate: 0.28 },
  ],
});

/** The rates have come in, and the table (whose code comes when first shown) shows them. */
async function ratesShown() {
  await screen.findByText('14 of 50, 28%');
  await screen.findByRole('table', { name: 'Response rates of the modules' });
}

const rowOf = (code: string) =>
  within(screen.getByRole('table', { name: 'Response rates of the modules' }))
    .getByRole('cell', { name: code })
    .closest('tr') as HTMLElement;

beforeEach(() => {
  fakeShared.responseRateApi.rates
    .mockReset()
    .mockImplementation((year: number) => Promise.resolve(ratesOf(year)));
  fakeShared.responseRateApi.sendReminders
    .mockReset()
    .mockResolvedValue({ mails: 3, reminders: 4 });
});

describe('ResponseRates', () => {
  it('shows responses against enrolment, "No enrolment" instead of a rate, and the total', async () => {
    renderWithUi(
      <ResponseRates year={2025} windowOpen threshold={30} onThresholdChange={vi.fn()} />,
    );
    await ratesShown();
    expect(fakeShared.responseRateApi.rates).toHaveBeenCalledWith(2025);
    expect(within(rowOf('CS1')).getByRole('cell', { name: '12 of 40, 30%' })).toBeInTheDocument();
    expect(within(rowOf('CS3')).getByRole('cell', { name: 'No enrolment' })).toBeInTheDocument();
  });

  it('flags only the modules below the threshold, never one without enrolment', async () => {
    renderWithUi(
      <ResponseRates year={2025} windowOpen threshold={30} onThresholdChange={vi.fn()} />,
    );
    await ratesShown();
    expect(within(rowOf('CS2')).getByText('Low response rate')).toBeInTheDocument();
    expect(within(rowOf('CS1')).queryByText('Low response rate')).not.toBeInTheDocument();
    expect(within(rowOf('CS3')).queryByText('Low response rate')).not.toBeInTheDocument();
  });

  it('says when each reminder went out and to how many', async () => {
    renderWithUi(
      <ResponseRates year={2025} windowOpen threshold={30} onThresholdChange={vi.fn()} />,
    );
    await ratesShown();
    const cells = within(rowOf('CS2'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    expect(cells.some((text) => text.endsWith(' (8)'))).toBe(true);
    expect(cells.some((text) => text.endsWith('—'))).toBe(true);
  });

  it('lists each week of the window with the rate reached by then', async () => {
    renderWithUi(
      <ResponseRates year={2025} windowOpen threshold={30} onThresholdChange={vi.fn()} />,
    );
    const weeks = await screen.findByRole('table', { name: 'Response rate per week' });
    const second = within(weeks).getByRole('cell', { name: '2026-03-09' }).closest('tr')!;
    expect(within(second as HTMLElement).getByRole('cell', { name: '14' })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('cell', { name: '28%' })).toBeInTheDocument();
  });

  it('reports a threshold typed in', async () => {
    const onThresholdChange = vi.fn();
    const user = renderWithUi(
      <ResponseRates year={2025} windowOpen threshold={30} onThresholdChange={onThresholdChange} />,
    );
    await ratesShown();
    const input = screen.getByLabelText('Flag modules below');
    await user.clear(input);
    await user.type(input, '45');
    await waitFor(() => expect(onThresholdChange).toHaveBeenLastCalledWith(45));
  });

  // The confirmation dialog's steps take a while in jsdom on a busy machine.
  it(
    'sends reminders now after a confirmation, then shows the new figures',
    { timeout: 20_000 },
    async () => {
      const user = renderWithUi(
        <ResponseRates year={2025} windowOpen threshold={30} onThresholdChange={vi.fn()} />,
      );
      await ratesShown();
      await user.click(screen.getByRole('button', { name: 'Send reminders now' }));
      await user.click(within(await dialog()).getByRole('button', { name: 'Send reminders' }));
      expect(fakeShared.responseRateApi.sendReminders).toHaveBeenCalledWith(2025);
      expect(await screen.findByText('3 reminder mails sent (4 reminders).')).toBeInTheDocument();
      await waitFor(() => expect(fakeShared.responseRateApi.rates).toHaveBeenCalledTimes(2));
    },
  );

  it('says why sending failed', async () => {
    fakeShared.responseRateApi.sendReminders.mockRejectedValueOnce(new Error('Network Error'));
    const user = renderWithUi(
      <ResponseRates year={2025} windowOpen threshold={30} onThresholdChange={vi.fn()} />,
    );
    await ratesShown();
    await user.click(screen.getByRole('button', { name: 'Send reminders now' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText(API_ERROR_TEXTS.unexpected)).toBeInTheDocument();
  });

  it('offers no sending while the window is not open', async () => {
    renderWithUi(
      <ResponseRates year={2025} windowOpen={false} threshold={30} onThresholdChange={vi.fn()} />,
    );
    await ratesShown();
    expect(screen.queryByRole('button', { name: 'Send reminders now' })).not.toBeInTheDocument();
  });
});
