import { fakeShared, signInAs, signOut } from '../test/shared-fake';
import '../test/mock-chart';
import {
  EMPTY_SUMMARY_DETAILS,
  MODULE_REPLY_HEADING,
  MODULE_REPORT_TEXTS,
  type ModuleReport,
  type ModuleReportAspect,
} from '@module-feedback/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ModuleReportPage from './ModuleReportPage';

const { report: loadReport, pdf: loadPdf } = fakeShared.moduleReportApi;

const material: ModuleReportAspect = {
  aspect: 'material',
  average: 3.625,
  ratings: [4, 3.25],
  ratedWithText: 2,
  textsWithoutRating: 0,
  summary: {
    summary: 'Students valued the lab sheets.',
    themes: [],
    details: {
      ...EMPTY_SUMMARY_DETAILS,
      liked: [
        { quote: 'Great lab sheets', count: 2, feedbackIds: [1, 2], matches: ['lab sheets'] },
      ],
      couldBeBetter: [
        { quote: 'Slides were dense', count: 1, feedbackIds: [2], matches: ['slides'] },
      ],
      students: 2,
      praised: 2,
      concerned: 1,
      both: 1,
    },
  },
  texts: ['Great lab sheets.', 'Slides were dense.'],
};

const assessment: ModuleReportAspect = {
  aspect: 'assessment',
  average: null,
  ratings: [],
  ratedWithText: 0,
  textsWithoutRating: 0,
  summary: { summary: '', themes: [], details: EMPTY_SUMMARY_DETAILS },
  texts: [],
};

const REPORT: ModuleReport = {
  module: { code: 'COMP0001', title: 'Machine Learning' },
  year: 2025,
  responses: 2,
  aspects: [material, assessment],
  trend: {
    years: [2024, 2025],
    series: [
      { aspect: 'material', averages: [2, 3.625] },
      { aspect: 'assessment', averages: [1, null] },
    ],
  },
};

function openReport(search = '?module=COMP0001&year=2025') {
  window.history.replaceState(null, '', `/results/report${search}`);
  const user = userEvent.setup();
  render(<ModuleReportPage />);
  return user;
}

const sheet = () => within(screen.getByRole('article'));
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('module report page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signOut();
    loadReport.mockResolvedValue(REPORT);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("loads the address's module and year and titles the sheet with them", async () => {
    openReport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'COMP0001 – Machine Learning' }),
    ).toBeInTheDocument();
    expect(loadReport).toHaveBeenCalledWith('COMP0001', 2025);
    expect(sheet().getByText('2025/26')).toBeInTheDocument();
    expect(sheet().getByText('Responses').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /Back to the results of COMP0001/ })).toHaveAttribute(
      'href',
      '/results/COMP0001?year=2025',
    );
  });

  it('lists the averages, then per aspect its distribution, summary points and texts', async () => {
    openReport();
    await screen.findByRole('article');
    const averages = section(MODULE_REPORT_TEXTS.averages).getAllByRole('listitem');
    expect(averages.map((item) => item.textContent)).toEqual([
      'Material: 3.63',
      'Assessment: No ratings yet',
    ]);
    const materialPart = section('Material');
    expect(screen.getByTestId('module-report-material-average')).toHaveTextContent('3.63');
    expect(materialPart.getByText('(2 ratings, 2 with a comment)')).toBeInTheDocument();
    expect(materialPart.getByRole('img')).toHaveAccessibleName(
      'Material rating distribution: 0–0.75: 0, 1–1.75: 0, 2–2.75: 0, 3–3.75: 1, 4–4.75: 1, 5: 0',
    );
    expect(
      materialPart.getByText(/: of 2 students who wrote, 2 praised the material/),
    ).toBeInTheDocument();
    const liked = within(materialPart.getByRole('group', { name: 'What students liked' }));
    expect(liked.getByRole('listitem')).toHaveTextContent('“Great lab sheets” (2 students)');
    const concerns = within(materialPart.getByRole('group', { name: 'What could be better' }));
    expect(concerns.getByRole('listitem')).toHaveTextContent('“Slides were dense” (1 student)');
    expect(materialPart.getByText('“Slides were dense.”')).toBeInTheDocument();
    // No buttons on the sheet: the points are not filters here.
    expect(sheet().queryAllByRole('button')).toEqual([]);

    const assessmentPart = section('Assessment');
    expect(assessmentPart.queryByRole('img')).toBeNull();
    expect(assessmentPart.getByText(MODULE_REPORT_TEXTS.noSummary)).toBeInTheDocument();
    expect(assessmentPart.getByText(MODULE_REPORT_TEXTS.noTexts)).toBeInTheDocument();
  });

  it('draws the trend at once, with no chart waiting to be scrolled to', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    openReport();
    await screen.findByRole('article');
    const trend = screen.getByRole('img', { name: /^Average ratings by academic year/ });
    expect(trend.tagName).toBe('CANVAS');
    expect(trend).toHaveAccessibleName(
      'Average ratings by academic year. Material: 2024/25 2.00, 2025/26 3.63. Assessment: 2024/25 1.00, 2025/26 No ratings yet',
    );
    expect(section('Material').getByRole('img').tagName).toBe('CANVAS');
    vi.unstubAllGlobals();
  });

  it('shows the response rate and the reply only when the report has them', async () => {
    openReport();
    await screen.findByRole('article');
    expect(screen.queryByText(MODULE_REPORT_TEXTS.responseRate)).toBeNull();
    expect(screen.queryByRole('region', { name: MODULE_REPLY_HEADING })).toBeNull();
  });

  it('shows the response rate and the "You said, we did" reply when there are', async () => {
    loadReport.mockResolvedValue({
      ...REPORT,
      responseRate: { responses: 2, enrolled: 8 },
      reply: {
        text: 'We rewrote the slides.',
        authorRole: 'module leader',
        createdAt: '2026-02-01T10:00:00Z',
        updatedAt: '2026-02-01T10:00:00Z',
      },
    });
    openReport();
    await screen.findByRole('article');
    expect(screen.getByText(MODULE_REPORT_TEXTS.responseRate).nextSibling).toHaveTextContent(
      '2 of 8, 25%',
    );
    expect(section(MODULE_REPLY_HEADING).getByText('We rewrote the slides.')).toBeVisible();
  });

  it('says the results are withheld below the threshold, with nothing to print', async () => {
    loadReport.mockResolvedValue({
      ...REPORT,
      responses: 2,
      aspects: [],
      trend: { years: [], series: [] },
      withheld: { responses: 2, required: 5 },
    });
    openReport();
    expect(await screen.findByText('Not enough responses yet (2 of 5)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MODULE_REPORT_TEXTS.averages })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: MODULE_REPORT_TEXTS.print })).toBeNull();
    expect(screen.queryByRole('button', { name: MODULE_REPORT_TEXTS.downloadPdf })).toBeNull();
  });

  it('prints with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = openReport();
    await user.click(await screen.findByRole('button', { name: MODULE_REPORT_TEXTS.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("saves the API's PDF as <code>-<year>-report.pdf", async () => {
    const file = new Blob(['%PDF-'], { type: 'application/pdf' });
    loadPdf.mockResolvedValue(file);
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const user = openReport();
    await user.click(await screen.findByRole('button', { name: MODULE_REPORT_TEXTS.downloadPdf }));
    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:report', download: 'COMP0001-2025-report.pdf' }]),
    );
    expect(loadPdf).toHaveBeenCalledWith('COMP0001', 2025);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('alert')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('says so when the PDF cannot be downloaded', async () => {
    loadPdf.mockRejectedValue(new Error('Network Error'));
    const user = openReport();
    await user.click(await screen.findByRole('button', { name: MODULE_REPORT_TEXTS.downloadPdf }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MODULE_REPORT_TEXTS.downloadFailed);
  });

  it('shows a signed-in student the lecturer aspect the API gives them', async () => {
    signInAs('student07');
    loadReport.mockResolvedValue({
      ...REPORT,
      aspects: [...REPORT.aspects, { ...assessment, aspect: 'lecturer' }],
    });
    openReport();
    expect(await screen.findByRole('region', { name: 'Lecturer' })).toBeInTheDocument();
  });

  it('explains a failed load and loads again on Retry', async () => {
    loadReport.mockRejectedValueOnce(new Error('Network Error'));
    const user = openReport();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(loadReport).toHaveBeenCalledTimes(2);
  });

  it.each(['', '?module=COMP0001', '?year=2025', '?module=COMP0001&year=next'])(
    'asks for a module and a year when the address %j lacks one',
    (search) => {
      openReport(search);
      expect(screen.getByText(MODULE_REPORT_TEXTS.missingChoice)).toBeInTheDocument();
      expect(loadReport).not.toHaveBeenCalled();
    },
  );
});
