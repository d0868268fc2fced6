// The survey window on the real API: staff create next academic year in the middle of term
// (Admin → Academic Years, the year alone); it shows as upcoming, the current year stays
// open, a student still edits their entry of the current year, the form offers the open
// year only, and /results still opens on the current year.
import {
  OWN_FEEDBACK_MESSAGES,
  formatAcademicYear,
  openAcademicYears,
  type ListedAcademicYear,
  type Module,
  ACADEMIC_YEAR_ROUTES,
  FEEDBACK_ROUTES,
  MODULE_ROUTES,
  fillRoute,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  callApi,
  obtainTokens,
  signedInPage,
  signUpStudent,
  staffCredentials,
} from '../support';

const browser = browserPerFile();
/** expect.poll waits 1 s by default; remotes load slower than that on a busy machine. */
const PATIENTLY = { timeout: 15_000 };
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('the survey window', () => {
  it('staff create next year in term; the student still edits; results stay on this year', async () => {
    const staffTokens = await obtainTokens(staffCredentials());
    const listYears = () =>
      callApi<ListedAcademicYear[]>(staffTokens, 'GET', ACADEMIC_YEAR_ROUTES.list);
    const [current] = openAcademicYears(await listYears());
    expect(current).toBeDefined();
    const next = current!.year + 1;
    const code = `WIN${randomUUID().slice(0, 6).toUpperCase()}`;
    const module = await callApi<Module>(staffTokens, 'POST', MODULE_ROUTES.create, {
      code,
      title: `Window ${code}`,
      lecturersNames: null,
    });
    const student = await signUpStudent('window');
    await callApi(await obtainTokens(student), 'POST', FEEDBACK_ROUTES.submit, {
      academicYear: current!.id,
      module: module.id,
      materialRating: 4,
      materialFeedback: 'Clear notes.',
    });

    try {
      // Staff create next year with the year alone: it is upcoming, this one stays open.
      const admin = await signedInPage(browser(), staffCredentials());
      await admin.goto('/admin');
      await admin.getByRole('button', { name: 'Create', exact: true }).click();
      await admin.getByRole('form').getByLabel('Year').fill(String(next));
      await admin.getByRole('form').getByRole('button', { name: 'Create' }).click();
      const nextRow = row(admin, formatAcademicYear(next));
      await nextRow.getByText('Upcoming').waitFor();
      await row(admin, formatAcademicYear(current!.year)).getByText('Open').first().waitFor();
      expect(await admin.pageErrors()).toEqual([]);

      // The student edits the entry of the current year from My feedback.
      const page = await signedInPage(browser(), student);
      await page.goto('/feedback/mine');
      const entry = page.getByRole('article', { name: new RegExp(code) });
      await entry.getByRole('link', { name: /Edit/ }).click();
      const review = page.getByLabel('Material review');
      await page.getByRole('button', { name: 'Save changes' }).waitFor();
      await review.fill('Clear notes, and the labs helped.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(OWN_FEEDBACK_MESSAGES.edited).first().waitFor();
      await entry.getByText('Clear notes, and the labs helped.').waitFor();

      // New feedback is offered for the open year only.
      await page.goto('/feedback');
      const year = page.getByRole('combobox', { name: 'Academic year' });
      await year.waitFor();
      expect(await year.locator('option').allTextContents()).toEqual([
        formatAcademicYear(current!.year),
      ]);

      // Results and the overview still open on the current year.
      await page.goto('/results');
      await page
        .getByRole('table', { name: `All modules in ${formatAcademicYear(current!.year)}` })
        .waitFor();
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Academic year' }).inputValue(), PATIENTLY)
        .toBe(String(current!.id));
      expect(await page.pageErrors()).toEqual([]);
    } finally {
      const created = (await listYears()).find((year) => year.year === next);
      if (created) {
        await callApi(
          staffTokens,
          'DELETE',
          fillRoute(ACADEMIC_YEAR_ROUTES.delete, { id: created.id }),
        );
      }
    }
  });
});
