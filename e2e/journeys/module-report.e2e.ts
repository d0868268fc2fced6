// The module report on the app as `npm start` serves it, with the demo data: opened from a
// module's results, checked by axe-core in both themes and widths, printed to PDF by Chromium
// with print media (the report's title, averages and students' words; none of the navbar, the
// footer or the page's buttons), and its Download PDF button saving the API's PDF.
import {
  ACADEMIC_YEAR_ROUTES,
  fillRoute,
  formatAverage,
  MODULE_REPORT_ROUTES,
  MODULE_REPORT_TEXTS,
  moduleReportFileName,
  moduleReportPath,
  moduleResultsPath,
  resultsDefaultYear,
  UI_LABELS,
  type ListedAcademicYear,
  type ModuleReport,
} from '@module-feedback/shared/contracts';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPerFile, callApi, newPage } from '../support';
import { checkScreen } from '../support/accessibility';
import { pdfText } from '@module-feedback/test-support/pdf-text';

const browser = browserPerFile();
const PATIENTLY = { timeout: 30_000 };
/** A seeded module with feedback in every year (api/src/seed). */
const CODE = 'CS3001';

/** Spaces and line ends as pdf.js happens to split a line, made one space. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ');

describe('module report', () => {
  let year: number;
  let report: ModuleReport;
  let title: string;

  beforeAll(async () => {
    const years = await callApi<ListedAcademicYear[]>(undefined, 'GET', ACADEMIC_YEAR_ROUTES.list);
    year = resultsDefaultYear(years)!.year;
    // The first report of a module's year waits for its summaries to be made.
    report = await callApi<ModuleReport>(
      undefined,
      'GET',
      fillRoute(MODULE_REPORT_ROUTES.report, { moduleCode: CODE, year }),
    );
    title = `${CODE} – ${report.module.title}`;
  }, 120_000);

  /** The report's page, loaded. */
  async function openReport() {
    const page = await newPage(browser(), {
      path: moduleReportPath(CODE, year),
      viewport: { width: 1280, height: 900 },
    });
    await page.getByRole('heading', { level: 1, name: title }).waitFor(PATIENTLY);
    return page;
  }

  it("opens from a module's results and passes axe in both themes and widths", async () => {
    const page = await newPage(browser(), {
      path: moduleResultsPath(CODE, year),
      viewport: { width: 1280, height: 900 },
    });
    await page.getByRole('link', { name: MODULE_REPORT_TEXTS.title }).click(PATIENTLY);
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, PATIENTLY)
      .toBe(moduleReportPath(CODE, year));
    await page.getByRole('heading', { level: 1, name: title }).waitFor(PATIENTLY);
    expect(await checkScreen(page, 'module-report')).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("prints the title, the averages and students' words, without the site's frame", async () => {
    const page = await openReport();
    // Printed in the dark theme: the sheet is black on white all the same.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const printed = squeezed(
      await pdfText(new Uint8Array(await page.pdf({ format: 'A4', printBackground: true }))),
    );
    expect(printed).toContain(title);
    for (const { aspect, average } of report.aspects) {
      expect(printed, aspect).toContain(formatAverage(average));
    }
    const material = report.aspects.find((part) => part.aspect === 'material')!;
    expect(printed).toContain(squeezed(material.texts[0]!));
    for (const frame of [UI_LABELS.signInUp, 'Skip to main content', '©']) {
      expect(printed).not.toContain(frame);
    }
    expect(printed).not.toContain(MODULE_REPORT_TEXTS.downloadPdf);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    ).toBe('rgb(255, 255, 255)');
    await page.context().close();
  }, 120_000);

  it('downloads the PDF as <code>-<year>-report.pdf', async () => {
    const page = await openReport();
    const [download] = await Promise.all([
      page.waitForEvent('download', PATIENTLY),
      page.getByRole('button', { name: MODULE_REPORT_TEXTS.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(moduleReportFileName(CODE, year));
    const saved = squeezed(await pdfText(new Uint8Array(await readFile((await download.path())!))));
    expect(saved).toContain(report.module.title);
    const material = report.aspects.find((part) => part.aspect === 'material')!;
    expect(saved).toContain(squeezed(material.texts[0]!));
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
