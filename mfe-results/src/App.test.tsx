import { fakeShared, setSession, signInAs, signOut } from './test/shared-fake';
import './test/mock-chart';
import {
  DEFAULT_RUNTIME_CONFIG,
  MESSAGES,
  setRuntimeConfig,
  SUMMARY_TEXTS,
  type Feedback,
  type ModuleReport,
} from '@module-feedback/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { SIGN_IN_LINK_TEXT } from './login-prompt/LoginPrompt';
import { PHONE_QUERY } from './results-card/ResultsCard';
import { feedback, MODULES, summary, YEARS } from './test/fixtures';

type User = ReturnType<typeof userEvent.setup>;

const { academicYearApi, feedbackApi, moduleApi, summaryApi } = fakeShared;

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

const REPORT: ModuleReport = {
  module: { code: 'COMP0001', title: 'Machine Learning' },
  year: 2024,
  responses: 1,
  aspects: [],
  trend: { years: [], series: [] },
};

/** What the server leaves out for anonymous callers. */
const anonymous = (rows: Feedback[]) =>
  rows.map(({ lecturerRating: _r, lecturerFeedback: _f, ...rest }) => rest);

function renderApp(user = userEvent.setup()) {
  render(<App />);
  return user;
}

/** Picks a module in the page's one search, the spec's module picker. */
async function chooseModule(user: User, name = 'COMP0001 – Machine Learning') {
  await user.click(await screen.findByRole('combobox', { name: 'Module' }));
  await user.click(
    within(screen.getByRole('listbox', { name: 'Modules' })).getByRole('option', { name }),
  );
}

/** Every fixture module in the overview, nobody having rated them. */
const OVERVIEW_ROWS = MODULES.map(({ code, title }) => ({
  code,
  title,
  responses: 0,
  averages: {},
}));

const matchMediaStub = window.matchMedia;

/** The screen's progress note (the module picker has a status line of its own). */
const progress = () =>
  screen.getAllByRole('status').find((status) => status.textContent?.startsWith('Loading'));

const yearSelect = () => screen.getByRole('combobox', { name: 'Academic year' });
const chooseYear = (user: User, label: string) => user.selectOptions(yearSelect(), label);

const section = (aspect: string) => within(screen.getByRole('region', { name: aspect }));
const average = (aspect: string) => screen.getByTestId(`${aspect}-average`).textContent;
const reviews = (aspect: string) =>
  section(aspect.charAt(0).toUpperCase() + aspect.slice(1))
    .queryAllByRole('listitem')
    .filter((item) => item.closest('ol'))
    .map((item) => item.querySelector('.mr-review__text')?.textContent);

describe('results App', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signOut();
    moduleApi.list.mockResolvedValue(MODULES);
    academicYearApi.list.mockResolvedValue(YEARS);
    feedbackApi.ofModule.mockResolvedValue(anonymous(FEEDBACK));
    summaryApi.ofModuleYear.mockResolvedValue(summary());
    fakeShared.resultsOverviewApi.ofYear.mockResolvedValue(OVERVIEW_ROWS);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/results');
    // A site with a module catalogue, so the details links show.
    setRuntimeConfig({ moduleDetailsUrl: 'https://catalogue.example.ac.uk/{year}/{code}' });
  });
  afterEach(() => {
    vi.useRealTimers();
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  });

  it('offers one search, the module picker, which also narrows the overview of every module', async () => {
    const user = renderApp();
    const overview = await screen.findByRole('region', { name: 'All modules in 2025/26' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Module' });
    expect(picker).toHaveAccessibleDescription(
      'Pick a module to open its results; what you type also narrows the table below.',
    );
    await user.type(picker, 'compilers');
    await user.tab();
    // The typing stays in the box after leaving it, and the table lists only what it matches.
    expect(picker).toHaveValue('compilers');
    const codes = within(overview)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(codes).toEqual(['COMP0002']);
    expect(screen.queryByRole('region', { name: 'Material' })).not.toBeInTheDocument();
    expect(feedbackApi.ofModule).not.toHaveBeenCalled();
  });

  it('opens a module from the picker, which then shows it and goes to another', async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(screen.getByRole('combobox', { name: 'Module' })).toHaveValue(
      'COMP0001 – Machine Learning',
    );
    expect(screen.queryByRole('region', { name: /^All modules in/ })).not.toBeInTheDocument();
    await chooseModule(user, 'COMP0002 – Compilers');
    await waitFor(() => expect(feedbackApi.ofModule).toHaveBeenLastCalledWith('COMP0002'));
  }, 15_000);

  it("loads the chosen module's feedback and the latest year's summary", async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(feedbackApi.ofModule).toHaveBeenCalledWith('COMP0001');
    expect(summaryApi.ofModuleYear).toHaveBeenCalledWith('COMP0001', 2025);
    expect(screen.getByText('Results for 2025/26')).toBeInTheDocument();
  });

  it('opens on the latest year with published feedback, not on an empty year still to come', async () => {
    academicYearApi.list.mockResolvedValue([
      ...YEARS,
      { id: 13, year: 2026, opensAt: null, closesAt: null, responses: 0 },
    ]);
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(summaryApi.ofModuleYear).toHaveBeenCalledWith('COMP0001', 2025);
    expect(screen.getByText('Results for 2025/26')).toBeInTheDocument();
    const details = within(screen.getByRole('navigation', { name: 'Module details' }));
    expect(details.getAllByRole('link')[0]).toHaveTextContent('Module details 2025/26');
  });

  it('says the summary is being updated, asks again by itself and shows the current one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const details = (students: number) => ({
      overall: '',
      liked: [],
      couldBeBetter: [],
      students,
      praised: students,
      concerned: 0,
      both: 0,
    });
    summaryApi.ofModuleYear
      .mockResolvedValueOnce(
        summary({
          summary_material: 'Great lab sheets.',
          details_material: details(1),
          updating: true,
        }),
      )
      .mockResolvedValue(
        summary({ summary_material: 'Great lab sheets.', details_material: details(2) }),
      );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(user);
    await chooseModule(user);
    const material = within(await screen.findByRole('region', { name: 'Material' }));
    expect(await material.findByText(SUMMARY_TEXTS.updating)).toBeInTheDocument();
    expect(material.getByText(/^Mostly positive: of 1 student who wrote/)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await material.findByText(/^Mostly positive: of 2 students who wrote/)).toBeVisible();
    expect(material.queryByText(SUMMARY_TEXTS.updating)).not.toBeInTheDocument();
    expect(summaryApi.ofModuleYear).toHaveBeenCalledTimes(2);
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
      const link = await screen.findByRole('link', { name: SIGN_IN_LINK_TEXT });
      expect(link).toHaveAttribute('href', '/auth');
      expect(link.closest('[role="alert"], .p-message')).toHaveTextContent(/other aspects/);
      await user.click(link);
      expect(fakeShared.navigator).toHaveBeenCalledWith('/auth');
    });
  });

  describe('for a signed-in student', () => {
    beforeEach(() => {
      signInAs('ada');
      feedbackApi.ofModule.mockResolvedValue(FEEDBACK);
      summaryApi.ofModuleYear.mockResolvedValue(
        summary({ summary_lecturer: 'Students like the lectures.', themes_lecturer: [] }),
      );
    });

    it('also shows the Lecturer section, and no login prompt', async () => {
      const user = renderApp();
      await chooseModule(user);
      await screen.findByRole('region', { name: 'Lecturer' });
      expect(average('lecturer')).toBe('5.00');
      // A signed-in student can report each text: its button is in the text's item.
      expect(reviews('lecturer')).toEqual(['Explains clearly.']);
      expect(section('Lecturer').getByRole('button', { name: 'Report review 1' })).toBeVisible();
      expect(section('Lecturer').getByText('Students like the lectures.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: SIGN_IN_LINK_TEXT })).not.toBeInTheDocument();
    });

    it('loads the feedback again when the user signs in on the page', async () => {
      signOut();
      feedbackApi.ofModule.mockResolvedValueOnce(anonymous(FEEDBACK));
      const user = userEvent.setup();
      const { rerender } = render(<App />);
      await chooseModule(user);
      await screen.findByRole('region', { name: 'Material' });
      expect(screen.queryByRole('region', { name: 'Lecturer' })).not.toBeInTheDocument();

      signInAs('ada');
      rerender(<App />);
      expect(await screen.findByRole('region', { name: 'Lecturer' })).toBeInTheDocument();
      expect(feedbackApi.ofModule).toHaveBeenCalledTimes(2);
    });

    it('waits for the session before asking for feedback, so lecturer fields are included', async () => {
      setSession({ loading: true });
      window.history.replaceState(null, '', '/results/COMP0001');
      renderApp();
      await screen.findByRole('heading', { name: 'Module survey results' });
      expect(screen.getByText('Checking your sign-in…').closest('[role="status"]')).not.toBeNull();
      expect(feedbackApi.ofModule).not.toHaveBeenCalled();
      expect(screen.queryByRole('link', { name: SIGN_IN_LINK_TEXT })).not.toBeInTheDocument();
    });
  });

  it("puts the module's title, then each aspect's name and the extra questions in the heading outline", async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Module survey results');
    expect(
      screen.getByRole('heading', { level: 2, name: 'COMP0001 – Machine Learning' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Material', 'Assessment', 'Workload and recommendation']);
    expect(
      within(screen.getByRole('region', { name: 'Material' })).getAllByRole('heading', {
        level: 4,
      }).length,
    ).toBeGreaterThan(0);
  });

  it('starts with only the first section open on a phone, the others a tap away', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMediaStub(query),
      matches: query === PHONE_QUERY,
    }));
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(screen.queryByRole('region', { name: 'Assessment' })).not.toBeInTheDocument();
    const assessment = screen.getByRole('button', { name: 'Assessment' });
    expect(assessment).toHaveAttribute('aria-expanded', 'false');
    await user.click(assessment);
    expect(await screen.findByRole('region', { name: 'Assessment' })).toBeInTheDocument();
    phone.mockRestore();
  });

  it('shows averages to 2 decimals with how many ratings they are over, ignoring empty ones', async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(average('material')).toBe('3.63'); // (4 + 3.25) / 2 = 3.625
    expect(section('Material').getByText('(2 ratings, 2 with a comment)')).toBeInTheDocument();
    expect(average('assessment')).toBe('3.50');
    expect(section('Assessment').getByText('(1 rating, none with a comment)')).toBeInTheDocument();
  });

  it("says 'No ratings yet' when nobody rated an aspect that year", async () => {
    feedbackApi.ofModule.mockResolvedValue([feedback(2025, { materialFeedback: 'Only words.' })]);
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

  it('shows the verdict, the summary, both sides with counts and the themes', async () => {
    const [great, dense] = FEEDBACK as [Feedback, Feedback];
    summaryApi.ofModuleYear.mockResolvedValue(
      summary({
        summary_material: 'The lab sheets help a lot.',
        themes_material: [
          { label: 'lab sheets', count: 12, feedbackIds: [great.id], matches: ['lab sheets'] },
          { label: 'slides', count: 2, feedbackIds: [dense.id], matches: ['slides'] },
        ],
        details_material: {
          overall: 'Mostly positive: …',
          liked: [{ quote: 'Great lab sheets.', count: 12, feedbackIds: [great.id], matches: [] }],
          couldBeBetter: [
            { quote: 'Slides were dense.', count: 1, feedbackIds: [dense.id], matches: [] },
          ],
          students: 14,
          praised: 12,
          concerned: 1,
          both: 0,
        },
      }),
    );
    const user = renderApp();
    await chooseModule(user);
    const material = within(await screen.findByRole('region', { name: 'Material' }));
    expect(await material.findByText('The lab sheets help a lot.')).toBeInTheDocument();
    expect(
      material.getByText(
        'Mostly positive: of 14 students who wrote, 12 praised the material and 1 raised a concern; the main concern: “Slides were dense”.',
      ),
    ).toBeInTheDocument();

    // Each aspect has a summary, so it and its parts are groups, not regions (landmarks).
    expect(material.getByRole('group', { name: 'Summary' })).toBeInTheDocument();
    expect(material.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect(material.queryByRole('region', { name: 'What students liked' })).toBeNull();
    const liked = within(material.getByRole('group', { name: 'What students liked' }));
    expect(liked.getByText('“Great lab sheets.”')).toBeInTheDocument();
    expect(liked.getByRole('button', { name: '12 students: show their reviews' })).toBeVisible();
    const better = within(material.getByRole('group', { name: 'What could be better' }));
    expect(better.getByRole('button', { name: '1 student: show their reviews' })).toBeVisible();

    const themes = within(material.getByRole('group', { name: 'Themes students raised' }));
    expect(themes.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'lab sheets — 12 students',
      'slides — 2 students',
    ]);
  });

  it('filters the numbered reviews to a theme, highlights its words and says so', async () => {
    const [great, dense] = FEEDBACK as [Feedback, Feedback];
    summaryApi.ofModuleYear.mockResolvedValue(
      summary({
        summary_material: 'The lab sheets help a lot.',
        themes_material: [
          { label: 'slides', count: 2, feedbackIds: [dense.id], matches: ['slides'] },
          { label: 'lab sheets', count: 2, feedbackIds: [great.id], matches: ['lab sheets'] },
        ],
      }),
    );
    const user = renderApp();
    await chooseModule(user);
    const material = within(await screen.findByRole('region', { name: 'Material' }));
    const slides = await material.findByRole('button', { name: /^slides — 2 students/ });
    expect(slides).toHaveAttribute('aria-pressed', 'false');

    await user.click(slides);
    expect(slides).toHaveAttribute('aria-pressed', 'true');
    expect(reviews('material')).toEqual(['Slides were dense.']);
    const list = material.getByRole('list', { name: 'What students wrote' });
    expect(within(list).getByRole('listitem')).toHaveAttribute('value', '2');
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Slides']);
    expect(material.getByRole('status')).toHaveTextContent(
      'Showing 1 of 2 reviews: those that mention “slides”.',
    );

    await user.click(material.getByRole('button', { name: /^lab sheets/ }));
    expect(slides).toHaveAttribute('aria-pressed', 'false');
    expect(reviews('material')).toEqual(['Great lab sheets.']);

    await user.click(material.getByRole('button', { name: 'Show all reviews' }));
    expect(reviews('material')).toEqual(['Great lab sheets.', 'Slides were dense.']);
    expect(list.querySelector('mark')).toBeNull();
    expect(material.getByRole('status')).toHaveTextContent('');
  });

  it('shows the reviews behind a point, and lifts the filter when it is pressed again', async () => {
    const [great] = FEEDBACK as [Feedback];
    summaryApi.ofModuleYear.mockResolvedValue(
      summary({
        summary_material: 'The lab sheets help a lot.',
        details_material: {
          overall: 'Mixed.',
          liked: [
            { quote: 'Great lab sheets.', count: 1, feedbackIds: [great.id], matches: ['lab'] },
          ],
          couldBeBetter: [],
          students: 2,
          praised: 1,
          concerned: 0,
          both: 0,
        },
      }),
    );
    const user = renderApp();
    await chooseModule(user);
    const material = within(await screen.findByRole('region', { name: 'Material' }));
    const point = await material.findByRole('button', { name: '1 student: show their reviews' });
    await user.click(point);
    expect(reviews('material')).toEqual(['Great lab sheets.']);
    expect(material.getByRole('status')).toHaveTextContent(
      'those that make the point “Great lab sheets.”',
    );
    await user.click(point);
    expect(reviews('material')).toEqual(['Great lab sheets.', 'Slides were dense.']);
  });

  it('shows review texts as text, never as HTML', async () => {
    feedbackApi.ofModule.mockResolvedValue([
      feedback(2025, { materialFeedback: '<img src=x onerror="alert(1)"><b>bold</b>' }),
    ]);
    summaryApi.ofModuleYear.mockResolvedValue(summary({ summary_material: '<i>summary</i>' }));
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    expect(reviews('material')).toEqual(['<img src=x onerror="alert(1)"><b>bold</b>']);
    expect(await screen.findByText('<i>summary</i>')).toBeInTheDocument();
    expect(document.querySelector('img, b, i:not(.pi)')).toBeNull();
  });

  it('changes averages, reviews and summary together when another year is chosen', async () => {
    summaryApi.ofModuleYear.mockImplementation(async (_code, year) =>
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
    // Long lists render in steps (a frame at a time): wait for the new year's reviews.
    await waitFor(() => expect(reviews('assessment')).toEqual(['Unclear marking.']));
    expect(reviews('material')).toEqual(['Outdated notes.']);
    expect(summaryApi.ofModuleYear).toHaveBeenLastCalledWith('COMP0001', 2024);
    expect(feedbackApi.ofModule).toHaveBeenCalledTimes(1);
  });

  it('offers every academic year, newest first, defaulting to the latest', async () => {
    const user = renderApp();
    await chooseModule(user);
    await screen.findByRole('region', { name: 'Material' });
    const options = within(yearSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['2025/26', '2024/25', '2023/24']);
    expect(yearSelect()).toHaveDisplayValue('2025/26');
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

  it("links a module's results to its report of the year shown, which the link opens", async () => {
    fakeShared.moduleReportApi.report.mockResolvedValue(REPORT);
    window.history.replaceState(null, '', '/results/COMP0001?year=2024');
    const user = renderApp();
    const link = await screen.findByRole('link', { name: 'Module report' });
    expect(link).toHaveAttribute('href', '/results/report?module=COMP0001&year=2024');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'COMP0001 – Machine Learning' }),
    ).toBeInTheDocument();
    expect(fakeShared.moduleReportApi.report).toHaveBeenCalledWith('COMP0001', 2024);
    expect(screen.queryByRole('heading', { name: 'Module survey results' })).toBeNull();
  });

  it('shows progress while the feedback loads', async () => {
    feedbackApi.ofModule.mockReturnValue(new Promise(() => {}));
    const user = renderApp();
    await chooseModule(user);
    expect(progress()).toHaveTextContent('Loading the feedback…');
  });

  it('explains a failed feedback fetch and loads again on Retry', async () => {
    feedbackApi.ofModule.mockRejectedValueOnce(new Error('network down'));
    const user = renderApp();
    await chooseModule(user);
    expect(
      await screen.findByText(/Could not load the feedback for this module/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Material' })).toBeInTheDocument();
    expect(feedbackApi.ofModule).toHaveBeenCalledTimes(2);
  });

  it('keeps the figures when only the summary fails, with a retry in place', async () => {
    summaryApi.ofModuleYear.mockRejectedValueOnce(new Error('timeout'));
    const user = renderApp();
    await chooseModule(user);
    const material = within(await screen.findByRole('region', { name: 'Material' }));
    expect(await material.findByText(/Could not load the summary/)).toBeInTheDocument();
    expect(average('material')).toBe('3.63');
    await user.click(material.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText(/Could not load the summary/)).not.toBeInTheDocument(),
    );
    expect(summaryApi.ofModuleYear).toHaveBeenCalledTimes(2);
  });

  it('explains a failed module list and loads again on Retry', async () => {
    moduleApi.list.mockRejectedValueOnce(new Error('network down'));
    window.history.replaceState(null, '', '/results/COMP0001');
    const user = renderApp();
    expect(await screen.findByText(/Could not load the modules/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Module' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Material' })).toBeInTheDocument();
  });

  it('explains failed academic years and loads them again on Retry', async () => {
    academicYearApi.list.mockRejectedValueOnce(new Error('network down'));
    window.history.replaceState(null, '', '/results/COMP0001');
    const user = renderApp();
    expect(await screen.findByText(/Could not load the academic years/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Material' })).toBeInTheDocument();
  });

  it('says there is nothing to show while no academic year exists', async () => {
    academicYearApi.list.mockResolvedValue([]);
    renderApp();
    expect(await screen.findByText(/no academic years yet/)).toBeInTheDocument();
    expect(feedbackApi.ofModule).not.toHaveBeenCalled();
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
