import { fakeShared, signInAs, signOut } from '../test/shared-fake';
import '../test/mock-chart';
import { EMPTY_SUMMARY_DETAILS, type Feedback, type SummaryPoint } from '@module-feedback/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { unknownYearText } from '../deep-link/UnknownYear';
import { feedback, MODULES, summary, YEARS } from '../test/fixtures';
import { COMPARISON_TEXTS } from './ModuleComparison';

const { academicYearApi, feedbackApi, moduleApi, summaryApi } = fakeShared;

const LEARNING: Feedback[] = [
  feedback(2025, { materialRating: 4, assessmentRating: 2, lecturerRating: 5 }),
  feedback(2025, { materialRating: 3, assessmentRating: 3, lecturerRating: 4 }),
  feedback(2024, { materialRating: 1, assessmentRating: 1, lecturerRating: 1 }),
];
const COMPILERS: Feedback[] = [
  feedback(2025, {
    module: { id: 2, code: 'COMP0002', title: 'Compilers' },
    materialRating: 5,
    assessmentRating: null,
    lecturerRating: 2,
  }),
];

const point = (quote: string, count: number): SummaryPoint => ({
  quote,
  count,
  feedbackIds: [],
  matches: [],
});

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<App />);
  return user;
}

const column = (name: string) => within(screen.getByRole('region', { name }));
/** An aspect's group is named with the module's code too, for the phones' stacked columns. */
const aspectName = (aspect: string) => new RegExp(`^${aspect} · `);
const aspectIn = (module: string, aspect: string) =>
  within(column(module).getByRole('group', { name: aspectName(aspect) }));

describe('module comparison', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signOut();
    moduleApi.list.mockResolvedValue(MODULES);
    academicYearApi.list.mockResolvedValue(YEARS);
    feedbackApi.ofModule.mockImplementation((code) =>
      Promise.resolve(code === 'COMP0001' ? LEARNING : COMPILERS),
    );
    summaryApi.ofModuleYear.mockImplementation((code) =>
      Promise.resolve(
        code === 'COMP0001'
          ? summary({
              summary_material: 'Clear notes.',
              details_material: {
                ...EMPTY_SUMMARY_DETAILS,
                liked: [
                  point('Clear notes', 5),
                  point('Good labs', 3),
                  point('Nice slides', 2),
                  point('Fun quizzes', 2),
                ],
                couldBeBetter: [point('Too fast', 1)],
              },
            })
          : summary(),
      ),
    );
    fakeShared.resultsOverviewApi.ofYear.mockResolvedValue([]);
  });

  it('shows each module of the address in its own column, aspect by aspect, for that year', async () => {
    openAt('/results/compare?year=2025&modules=COMP0001,comp0002');
    await screen.findByRole('heading', { level: 2, name: 'Module comparison, 2025/26' });
    await column('COMP0001 – Machine Learning').findByRole('group', {
      name: aspectName('Material'),
    });
    await column('COMP0002 – Compilers').findByRole('group', { name: aspectName('Material') });
    expect(feedbackApi.ofModule.mock.calls.map(([code]) => code).sort()).toEqual([
      'COMP0001',
      'COMP0002',
    ]);
    expect(summaryApi.ofModuleYear).toHaveBeenCalledWith('COMP0001', 2025);
    expect(summaryApi.ofModuleYear).toHaveBeenCalledWith('COMP0002', 2025);

    const material = aspectIn('COMP0001 – Machine Learning', 'Material');
    expect(material.getByText('3.50')).toBeInTheDocument();
    expect(
      material.getByRole('img', { name: /^Material rating distribution/ }),
    ).toBeInTheDocument();
    // The top three points of each side, with how many made them.
    const liked = within(material.getByRole('group', { name: 'What students liked' }));
    expect(liked.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“Clear notes” (5 students)',
      '“Good labs” (3 students)',
      '“Nice slides” (2 students)',
    ]);
    expect(material.getByRole('group', { name: 'What could be better' })).toHaveTextContent(
      '“Too fast” (1 student)',
    );
    expect(column('COMP0001 – Machine Learning').getByText('2 responses')).toBeInTheDocument();
    expect(
      column('COMP0001 – Machine Learning').getByRole('img', {
        name: /^Average ratings by academic year/,
      }),
    ).toBeInTheDocument();

    const unrated = aspectIn('COMP0002 – Compilers', 'Assessment');
    expect(unrated.getByText('No ratings yet')).toBeInTheDocument();
    expect(unrated.queryByRole('img')).toBeNull();
    // Visitors see no lecturer results.
    expect(screen.queryByRole('group', { name: aspectName('Lecturer') })).not.toBeInTheDocument();
  });

  it('shows the lecturer aspect to signed-in users', async () => {
    signInAs('student01');
    openAt('/results/compare?year=2025&modules=COMP0001,COMP0002');
    await screen.findByRole('region', { name: 'COMP0001 – Machine Learning' });
    const lecturer = within(
      await column('COMP0001 – Machine Learning').findByRole('group', {
        name: aspectName('Lecturer'),
      }),
    );
    expect(lecturer.getByText('4.50')).toBeInTheDocument();
    expect(
      column('COMP0002 – Compilers').getByRole('group', { name: aspectName('Lecturer') }),
    ).toBeInTheDocument();
  });

  it('names the codes of the address that are no module, and asks for two modules', async () => {
    openAt('/results/compare?year=2025&modules=COMP0001,NOPE9');
    expect(await screen.findByText(COMPARISON_TEXTS.unknownCodes(['NOPE9']))).toBeInTheDocument();
    expect(screen.getByText(COMPARISON_TEXTS.tooFew)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /COMP0001/ })).not.toBeInTheDocument();
    // The picker is open with the module that exists, to add another.
    expect(screen.getByRole('list', { name: 'Modules to compare' })).toHaveTextContent(
      'COMP0001 – Machine Learning',
    );
    expect(screen.getByRole('combobox', { name: 'Add a module to compare' })).toBeInTheDocument();
  });

  it('says when the year has no results, with a link to the latest year’s comparison', async () => {
    openAt('/results/compare?year=1999&modules=COMP0001,COMP0002');
    expect(await screen.findByText(unknownYearText(1999), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Show the latest year/ })).toHaveAttribute(
      'href',
      '/results/compare?year=2025&modules=COMP0001,COMP0002',
    );
    expect(feedbackApi.ofModule).not.toHaveBeenCalled();
  });

  it('keeps the first three of a longer list, and says so', async () => {
    const fourth = { id: 4, code: 'PHYS0004', title: 'Optics', lecturersNames: null };
    moduleApi.list.mockResolvedValue([...MODULES, fourth]);
    openAt('/results/compare?year=2025&modules=PHYS0004,COMP0001,COMP0002,MATH0003');
    expect(await screen.findByText(COMPARISON_TEXTS.tooMany)).toBeInTheDocument();
    await column('PHYS0004 – Optics').findByRole('group', { name: aspectName('Material') });
    expect(screen.queryByRole('region', { name: /MATH0003/ })).not.toBeInTheDocument();
  });

  it('opens on the latest year without one in the address, and moves to another year', async () => {
    const user = openAt('/results/compare?modules=COMP0001,COMP0002');
    await screen.findByRole('heading', { level: 2, name: 'Module comparison, 2025/26' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic year' }), '2023/24');
    expect(fakeShared.navigator).toHaveBeenLastCalledWith(
      '/results/compare?year=2023&modules=COMP0001,COMP0002',
    );
    await screen.findByRole('heading', { level: 2, name: 'Module comparison, 2023/24' });
  });

  it('changes the modules compared with the picker', async () => {
    const user = openAt('/results/compare?year=2025&modules=COMP0001,COMP0002');
    await user.click(await screen.findByRole('button', { name: COMPARISON_TEXTS.changeModules }));
    await user.click(screen.getByRole('button', { name: 'Remove COMP0001' }));
    // The focus goes on to the box that adds a module, not to the page's start.
    expect(screen.getByRole('combobox', { name: 'Add a module to compare' })).toHaveFocus();
    await user.click(screen.getByRole('combobox', { name: 'Add a module to compare' }));
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', {
        name: 'MATH0003 – Applied Machine Intelligence',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(fakeShared.navigator).toHaveBeenLastCalledWith(
      '/results/compare?year=2025&modules=COMP0002,MATH0003',
    );
  });
});

describe('Compare with… on a module’s results', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signOut();
    moduleApi.list.mockResolvedValue(MODULES);
    academicYearApi.list.mockResolvedValue(YEARS);
    feedbackApi.ofModule.mockResolvedValue(LEARNING);
    summaryApi.ofModuleYear.mockResolvedValue(summary());
  });

  it('starts from the open module and compares it with the ones chosen', async () => {
    const user = openAt('/results/COMP0001?year=2024');
    const toggle = await screen.findByRole('button', { name: 'Compare with…' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Modules to compare' })).toHaveTextContent(
      'COMP0001 – Machine Learning',
    );
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    const add = screen.getByRole('combobox', { name: 'Add a module to compare' });
    for (const name of ['COMP0002 – Compilers', 'MATH0003 – Applied Machine Intelligence']) {
      await user.click(add);
      await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
    }
    // Three is the most: the box to add one more is gone.
    expect(screen.queryByRole('combobox', { name: 'Add a module to compare' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(fakeShared.navigator).toHaveBeenLastCalledWith(
      '/results/compare?year=2024&modules=COMP0001,COMP0002,MATH0003',
    );
  });
});
