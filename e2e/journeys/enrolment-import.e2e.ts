// Enrolment on the real app: staff choose a CSV file with one bad row on the Enrolment tab, the
// preview names it by line and Import stays disabled; the fixed file imports, and the enrolled
// count shows (checked with axe in both themes, on a desktop and a 375 px phone). A student who
// is not enrolled then gets the server's message in the form, with the typed review kept.
import {
  MESSAGES,
  enrolmentImportedMessage,
  formatAcademicYear,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  pickModule,
  signedInPage,
  signUpStudent,
  staffCredentials,
  moduleWithReviews,
} from '../support';
import { checkScreen } from '../support/accessibility';

const browser = browserPerFile();
const HEADER = 'student number,module code,year';

/** Chooses a file with these lines on the Enrolment tab's file input. */
async function chooseFile(page: Page, name: string, lines: string[]) {
  await page.getByLabel('Enrolment file (CSV)').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...lines].join('\n') + '\n'),
  });
}

describe('enrolment import', () => {
  it('staff import a fixed file after its preview named the bad row; a student not enrolled is told so', async () => {
    const { module, year } = await moduleWithReviews('ENR', []);
    // Enrolled by number: a student who has no account yet.
    const enrolledNumber = 9_000_000 + Math.floor(Math.random() * 900_000);

    const staff = await signedInPage(browser(), staffCredentials());
    await staff.goto('/admin?tab=enrolment');
    const tab = staff.getByRole('tabpanel', { name: 'Enrolment' });
    await tab.getByRole('heading', { name: 'Enrolled students' }).waitFor();

    await chooseFile(staff, 'with-typo.csv', [
      `${enrolledNumber},${module.code},${year.year}`,
      `${enrolledNumber + 1},${module.code}X,${year.year}`,
    ]);
    const problems = tab.getByRole('table', { name: 'Rows of with-typo.csv with problems' });
    const problemRow = problems.getByRole('row').filter({ hasText: `${module.code}X` });
    await problemRow.waitFor();
    expect(await problemRow.getByRole('cell').first().textContent()).toContain('3');
    await tab.getByText(`Unknown module code "${module.code}X".`).waitFor();
    expect(await tab.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    const withProblems = await checkScreen(staff, 'enrolment-preview-problems');

    await chooseFile(staff, 'fixed.csv', [`${enrolledNumber},${module.code},${year.year}`]);
    await tab.getByText('1 row to add').waitFor();
    await tab.getByRole('button', { name: 'Import' }).click();
    await tab.getByText(enrolmentImportedMessage(1)).first().waitFor();
    const counts = tab.getByRole('table', {
      name: 'Students enrolled per module and academic year',
    });
    const countRow = counts.getByRole('row').filter({ hasText: module.code });
    await countRow.getByText(formatAcademicYear(year.year)).waitFor();
    expect(await countRow.getByRole('cell').last().textContent()).toContain('1');
    const imported = await checkScreen(staff, 'enrolment-imported');
    expect([...withProblems, ...imported]).toEqual([]);

    const student = await signedInPage(browser(), await signUpStudent('not-enrolled'));
    await student.goto('/feedback');
    await student.getByRole('button', { name: 'Submit' }).waitFor();
    await pickModule(student, module.code, module.code);
    await student.getByRole('textbox', { name: 'Material rating' }).fill('4');
    const review = `Typed before the refusal ${randomUUID().slice(0, 8)}`;
    await student.getByLabel('Material review').fill(review);
    await student.getByRole('button', { name: 'Submit' }).click();
    await student.getByText(MESSAGES.notEnrolled).first().waitFor();
    expect(await student.getByLabel('Material review').inputValue()).toBe(review);
    expect(await staff.pageErrors()).toEqual([]);
    expect(await student.pageErrors()).toEqual([]);
    // Two screens checked in two themes at two widths take a while on a busy machine.
  }, 240_000);
});
