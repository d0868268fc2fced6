import { sharedMocks, signInAs, signOut } from './test/mock-shared';
import './test/mock-chart';
import { MESSAGES, type Feedback } from '@module-feedback/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { feedback, MODULES, summary, YEARS } from './test/fixtures';

type User = ReturnType<typeof userEvent.setup>;

const { api } = sharedMocks;

const FEEDBACK: Feedback[] = [
  feedback(2025, {
    materialRating: 4,
    materialFeedback: 'Great lab sheets.',
    assessmentRating: 3.5,
    assessmentFeedback: '   ',
    lecturerRating: 5,
    lecturerFeedback: 'Explains clearly.',
  }),
  feedback(2025, {
    materialRating: 3.25,
    materialFeedback: 'Slides were dense.',
    assessmentRating: null,
    lecturerRating: null,
  }),
  feedback(2024, {
    materialRating: 2,
    materialFeedback: 'Outdated notes.',
    assessmentRating: 1,
    assessmentFeedback: 'Unclear marking.',
    lecturerRating: 3,
  }),
];

/** What the server leaves out for anonymous callers. */
const anonymous = (rows: Feedback[]) =>
  rows.map(({ lecturerRating: _r, lecturerFeedback: _f, ...rest }) => rest);

function renderApp() {
  const user = userEvent.setup();
  render(<App />);
  return user;
}

/** Opens a PrimeReact dropdown by its trigger, picks an option and waits for the list to close. */
async function pick(user: User, trigger: string, option: string) {
  await user.click(await screen.findByRole('button', { name: trigger }));
  // jsdom never finishes PrimeReact's opening transition: the open panel counts as hidden.
  const list = within(screen.getByRole('listbox', { hidden: true }));
  await user.click(list.getByRole('option', { name: option, hidden: true }));
  // The closing transition takes a moment; two open lists would make queries ambiguous.
  await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
}

const chooseModule = (user: User, name = 'COMP0001 — Machine Learning') =>
  pick(user, 'Choose a module', name);

const chooseYear = (user: User, label: string) => pick(user, 'Choose a year', label);

const section = (aspect: string) => within(screen.getByRole('region', { name: aspect }));
const average = (aspect: string) => screen.getByTestId(`${aspect}-average`).textContent;
const reviews = (aspect: string) =>
  section(aspect.charAt(0).toUpperCase() + aspect.slice(1))
    .queryAllByRole('listitem')
    .filter((item) => item.closest('ol'))
    .map((item) => item.textContent);

describe('results App', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signOut();
    api.modules.mockResolvedValue(MODULES);
    api.academicYears.mockResolvedValue(YEARS);
    api.moduleFeedback.mockResolvedValue(anonymous(FEEDBACK));
    api.summary.mockResolvedValue(summary());
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('shows nothing but the module picker until a module is chosen', async () => {
    renderApp();
    expect(await screen.findByRole('button', { name: 'Choose a module' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Material' })).not.toBeInTheDocument();
    expect(api.moduleFeedback).not.toHaveBeenCalled();
  });

  it("loads the chosen module's feedback and the latest year's summary", async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(api.moduleFeedback).toHaveBeenCalledWith('COMP0001');
    expect(api.summary).toHaveBeenCalledWith('COMP0001', 2025);
    expect(screen.getByText('Results for 2025/26')).toBeInTheDocument();
  });

  describe('for a visitor', () => {
    it('shows Material and Assessment but no Lecturer section', async () => {
      const user = renderApp();
      await chooseModule(user);
      await screen.findByRole('region', { name: 'Material' });
      expect(screen.getByRole('region', { name: 'Assessment' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Lecturer' })).not.toBeInTheDocument();
      expect(screen.queryByText('Lecturer')).not.toBeInTheDocument();
    });

    it('prompts to log in for the other aspects, linking to /auth in-app', async () => {
      const user = renderApp();
      await chooseModule(user);
      const link = await screen.findByRole('link', { name: 'Log in or sign up' });
      expect(link).toHaveAttribute('href', '/auth');
      expect(link.closest('[role="alert"], .p-message')).toHaveTextContent(/other aspects/);
      await user.click(link);
      expect(sharedMocks.navigateTo).toHaveBeenCalledWith('/auth');
    });
  });

  describe('for a signed-in student', () => {
    beforeEach(() => {
      signInAs('ada');
      api.moduleFeedback.mockResolvedValue(FEEDBACK);
      api.summary.mockResolvedValue(
        summary({ summary_lecturer: 'Students like the lectures.', themes_lecturer: [] }),
      );
    });

    it('also shows the Lecturer section, and no login prompt', async () => {
      const user = renderApp();
      await chooseModule(user);
      await screen.findByRole('region', { name: 'Lecturer' });
      expect(average('lecturer')).toBe('5.00');
      expect(reviews('lecturer')).toEqual(['Explains clearly.']);
      expect(section('Lecturer').getByText('Students like the lectures.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Log in or sign up' })).not.toBeInTheDocument();
    });

    it('loads the feedback again when the user signs in on the page', async () => {
      signOut();
      api.moduleFeedback.mockResolvedValueOnce(anonymous(FEEDBACK));
      const user = userEvent.setup();
      const { rerender } = render(<App />);
      await chooseModule(user);
      await screen.findByRole('region', { name: 'Material' });
      expect(screen.queryByRole('region', { name: 'Lecturer' })).not.toBeInTheDocument();

      signInAs('ada');
      rerender(<App />);
      expect(await screen.findByRole('region', { name: 'Lecturer' })).toBeInTheDocument();
      expect(api.moduleFeedback).toHaveBeenCalledTimes(2);
    });

    it('waits for the session before asking for feedback, so lecturer fields are included', async () => {
      sharedMocks.session.current = { ...sharedMocks.session.current, loading: true };
      const user = renderApp();
      await chooseModule(user);
      expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
      expect(api.moduleFeedback).not.toHaveBeenCalled();
      expect(screen.queryByRole('link', { name: 'Log in or sign up' })).not.toBeInTheDocument();
    });
  });

  it('shows averages to 2 decimals with how many ratings they are over, ignoring empty ones', async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(average('material')).toBe('3.63'); // (4 + 3.25) / 2 = 3.625
    expect(section('Material').getByText('(from 2 ratings)')).toBeInTheDocument();
    expect(average('assessment')).toBe('3.50');
    expect(section('Assessment').getByText('(from 1 rating)')).toBeInTheDocument();
  });

  it("says 'No ratings yet' when nobody rated an aspect that year", async () => {
    api.moduleFeedback.mockResolvedValue([feedback(2025, { materialFeedback: 'Only words.' })]);
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(average('material')).toBe(MESSAGES.noRatingsYet);
    expect(section('Material').queryByRole('img')).not.toBeInTheDocument();
  });

  it("numbers the written reviews and says 'No feedback available.' when all are blank", async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(section('Material').getByRole('list', { name: 'What students wrote' }).tagName).toBe(
      'OL',
    );
    expect(reviews('material')).toEqual(['Great lab sheets.', 'Slides were dense.']);
    expect(reviews('assessment')).toEqual([]);
    expect(section('Assessment').getByText(MESSAGES.noFeedbackAvailable)).toBeInTheDocument();
  });

  it('shows the automatic summary and the themes many students raised', async () => {
    api.summary.mockResolvedValue(
      summary({
        summary_material: 'The lab sheets help a lot.',
        themes_material: [
          { label: 'lab sheets', count: 12 },
          { label: 'slides', count: 1 },
        ],
      }),
    );
    const user = renderApp();
    await chooseModule(user);
    const material = within(await screen.findByRole('region', { name: 'Material' }));
    expect(await material.findByText('The lab sheets help a lot.')).toBeInTheDocument();
    const themes = material.getByRole('list', { name: 'Points students raised' });
    expect(
      within(themes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['lab sheets — 12 students', 'slides — 1 student']);
  });

  it('shows review texts as text, never as HTML', async () => {
    api.moduleFeedback.mockResolvedValue([
      feedback(2025, { materialFeedback: '<img src=x onerror="alert(1)"><b>bold</b>' }),
    ]);
    api.summary.mockResolvedValue(summary({ summary_material: '<i>summary</i>' }));
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(reviews('material')).toEqual(['<img src=x onerror="alert(1)"><b>bold</b>']);
    expect(await screen.findByText('<i>summary</i>')).toBeInTheDocument();
    expect(document.querySelector('img, b, i:not(.pi)')).toBeNull();
  });

  it('changes averages, reviews and summary together when another year is chosen', async () => {
    api.summary.mockImplementation(async (_code, year) =>
      summary({ summary_material: `Summary of ${year}.` }),
    );
    const user = renderApp();
    await chooseModule(user);
    expect(await screen.findByText('Summary of 2025.')).toBeInTheDocument();
    expect(average('material')).toBe('3.63');

    await chooseYear(user, '2024/25');
    expect(await screen.findByText('Summary of 2024.')).toBeInTheDocument();
    expect(screen.getByText('Results for 2024/25')).toBeInTheDocument();
    expect(average('material')).toBe('2.00');
    expect(average('assessment')).toBe('1.00');
    expect(reviews('material')).toEqual(['Outdated notes.']);
    expect(reviews('assessment')).toEqual(['Unclear marking.']);
    expect(api.summary).toHaveBeenLastCalledWith('COMP0001', 2024);
    expect(api.moduleFeedback).toHaveBeenCalledTimes(1);
  });

  it('offers every academic year, newest first, defaulting to the latest', async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    await user.click(screen.getByRole('button', { name: 'Choose a year' }));
    const list = within(screen.getByRole('listbox', { hidden: true }));
    const options = list.getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['2025/26', '2024/25', '2023/24']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('draws a rating distribution per aspect and a trend across years', async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(section('Material').getByRole('img')).toHaveAccessibleName(
      'Material rating distribution: 0–0.75: 0, 1–1.75: 0, 2–2.75: 0, 3–3.75: 1, 4–4.75: 1, 5: 0',
    );
    expect(
      screen.getByRole('img', { name: /^Average ratings by academic year/ }),
    ).toHaveAccessibleName(
      'Average ratings by academic year. Material: 2024/25 2.00, 2025/26 3.63. Assessment: 2024/25 1.00, 2025/26 3.50',
    );
  });

  it('shows progress while the feedback loads', async () => {
    api.moduleFeedback.mockReturnValue(new Promise(() => {}));
    const user = renderApp();
    await chooseModule(user);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the feedback…');
  });

  it('explains a failed feedback fetch and loads again on Retry', async () => {
    api.moduleFeedback.mockRejectedValueOnce(new Error('network down'));
    const user = renderApp();
    await chooseModule(user);
    expect(
      await screen.findByText(/Could not load the feedback for this module/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Material' })).toBeInTheDocument();
    expect(api.moduleFeedback).toHaveBeenCalledTimes(2);
  });

  it('keeps the figures when only the summary fails, with a retry in place', async () => {
    api.summary.mockRejectedValueOnce(new Error('timeout'));
    const user = renderApp();
    await chooseModule(user);
    const material = within(await screen.findByRole('region', { name: 'Material' }));
    expect(await material.findByText(/Could not load the summary/)).toBeInTheDocument();
    expect(average('material')).toBe('3.63');
    await user.click(material.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText(/Could not load the summary/)).not.toBeInTheDocument(),
    );
    expect(api.summary).toHaveBeenCalledTimes(2);
  });

  it('explains a failed module list and loads again on Retry', async () => {
    api.modules.mockRejectedValueOnce(new Error('network down'));
    const user = renderApp();
    expect(await screen.findByText(/Could not load the modules/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Choose a module' })).toBeInTheDocument();
  });

  it('explains failed academic years and loads them again on Retry', async () => {
    api.academicYears.mockRejectedValueOnce(new Error('network down'));
    const user = renderApp();
    await chooseModule(user);
    expect(await screen.findByText(/Could not load the academic years/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Material' })).toBeInTheDocument();
  });

  it('says there is nothing to show while no academic year exists', async () => {
    api.academicYears.mockResolvedValue([]);
    const user = renderApp();
    await chooseModule(user);
    expect(await screen.findByText(/no academic years yet/)).toBeInTheDocument();
    expect(api.moduleFeedback).not.toHaveBeenCalled();
  });

  it('links to the module details for the latest year, and in spring the next year too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 3, 10));
    const user = renderApp();
    await chooseModule(user);
    const details = within(await screen.findByRole('navigation', { name: 'Module details' }));
    expect(details.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Module details 2025/26',
      'Module details 2026/27',
    ]);
    expect(details.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringContaining('COMP0001'),
    );
  });

  it('links to the latest year only in autumn', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 9, 10));
    const user = renderApp();
    await chooseModule(user);
    const details = within(await screen.findByRole('navigation', { name: 'Module details' }));
    expect(details.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Module details 2025/26',
    ]);
  });
});
