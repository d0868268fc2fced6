// The address holds the chosen module and year: opening a shared link shows that result,
// choosing changes the address, and Back undoes a choice.
import { fakeShared, signOut } from '../test/shared-fake';
import '../test/mock-chart';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { MODULES, summary, YEARS } from '../test/fixtures';
import { unknownModuleText } from './UnknownModule';
import { latestYearLink, unknownYearText } from './UnknownYear';

const { academicYearApi, feedbackApi, moduleApi, summaryApi } = fakeShared;

const address = () => window.location.pathname + window.location.search;
const yearSelect = () => screen.getByRole('combobox', { name: 'Academic year' });
const moduleBox = () => screen.findByRole('combobox', { name: 'Module' });

function open(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<App />);
  return user;
}

/** What the browser does on Back: the address changes, then popstate fires. */
function goBack(to: string) {
  act(() => {
    window.history.replaceState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('results addresses', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signOut();
    moduleApi.list.mockResolvedValue(MODULES);
    academicYearApi.list.mockResolvedValue(YEARS);
    feedbackApi.ofModule.mockResolvedValue([]);
    summaryApi.ofModuleYear.mockResolvedValue(summary());
    fakeShared.resultsOverviewApi.ofYear.mockResolvedValue([]);
  });

  it('opens the module and year a link names', async () => {
    open('/results/COMP0002?year=2024');
    await screen.findByRole('region', { name: 'Material' });
    expect(await moduleBox()).toHaveValue('COMP0002 – Compilers');
    expect(yearSelect()).toHaveDisplayValue('2024/25');
    expect(summaryApi.ofModuleYear).toHaveBeenCalledWith('COMP0002', 2024);
  });

  it('takes the latest year when the link names none (or one that does not exist), any case of code', async () => {
    open('/results/comp0002?year=1999');
    await screen.findByRole('region', { name: 'Material' });
    expect(yearSelect()).toHaveDisplayValue('2025/26');
    expect(summaryApi.ofModuleYear).toHaveBeenCalledWith('COMP0002', 2025);
  });

  it('says when the year a link names has no results, with a link to the latest', async () => {
    const user = open('/results/COMP0002?year=1999');
    expect(await screen.findByText(unknownYearText(1999), { exact: false })).toBeInTheDocument();
    const latest = screen.getByRole('link', { name: latestYearLink(2025) });
    expect(latest).toHaveAttribute('href', '/results/COMP0002?year=2025');
    await user.click(latest);
    expect(fakeShared.navigator).toHaveBeenLastCalledWith('/results/COMP0002?year=2025');
  });

  it('puts each choice in the address, and Back returns to the one before', async () => {
    fakeShared.resultsOverviewApi.ofYear.mockResolvedValue([
      { code: 'COMP0001', title: 'Machine Learning', responses: 2, averages: {} },
    ]);
    const user = open('/results');
    const overview = await screen.findByRole('region', { name: 'All modules in 2025/26' });
    await user.click(await within(overview).findByRole('link', { name: 'COMP0001' }));
    expect(address()).toBe('/results/COMP0001?year=2025');
    await screen.findByRole('region', { name: 'Material' });
    await user.selectOptions(yearSelect(), '2023/24');
    expect(address()).toBe('/results/COMP0001?year=2023');
    expect(summaryApi.ofModuleYear).toHaveBeenLastCalledWith('COMP0001', 2023);

    goBack('/results/COMP0001?year=2025');
    expect(yearSelect()).toHaveDisplayValue('2025/26');
    goBack('/results');
    expect(screen.queryByRole('region', { name: 'Material' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'All modules in 2025/26' }),
    ).toBeInTheDocument();
  });

  it('says so when a link names no module, and offers the picker', async () => {
    open('/results/NOPE9');
    expect(await screen.findByText(unknownModuleText('NOPE9'))).toBeInTheDocument();
    expect(await moduleBox()).toBeInTheDocument();
    expect(feedbackApi.ofModule).not.toHaveBeenCalled();
  });

  it('shows the overview of the latest year on /results, and of the year the address names', async () => {
    const user = open('/results');
    expect(
      await screen.findByRole('table', { name: 'All modules in 2025/26' }),
    ).toBeInTheDocument();
    await user.selectOptions(yearSelect(), '2024/25');
    expect(address()).toBe('/results?year=2024');
    expect(
      await screen.findByRole('table', { name: 'All modules in 2024/25' }),
    ).toBeInTheDocument();
    expect(fakeShared.resultsOverviewApi.ofYear).toHaveBeenLastCalledWith(2024);
  });
});
