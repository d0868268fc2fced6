// Moderation and exports on the real app: a student reports a text on the results page (the
// dialog quotes it), staff hide the entry, or only that text, on the Moderation tab and it is
// gone from the results (a hidden text's rating stays; its author sees it marked); staff
// download a year's feedback as CSV from the Overview tab and the file has the rows the API
// holds.
import {
  MODERATION_MESSAGES,
  formatAcademicYear,
  type Module,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  moduleWithReview,
  openFromOverview,
  signedInPage,
  signUpStudent,
  staffCredentials,
} from '../support';

const browser = browserPerFile();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function openResults(page: Page, module: Module) {
  await page.goto('/results');
  await openFromOverview(page, module.code, module.code);
  await page.getByRole('region', { name: 'Material' }).waitFor();
}

describe('moderation', () => {
  it('a student reports a text, staff hide it, and it is gone from the results', async () => {
    const text = `Rude remark ${randomUUID().slice(0, 8)}.`;
    const { module } = await moduleWithReview('MOD', text, 2);

    const student = await signedInPage(browser(), await signUpStudent('reporter'));
    await openResults(student, module);
    const material = student.getByRole('region', { name: 'Material' });
    await material.locator('ol > li').filter({ hasText: text }).waitFor();
    await material.getByRole('button', { name: 'Report review 1' }).click();
    const dialog = student.getByRole('dialog', { name: 'Report review 1' });
    expect(await dialog.locator('blockquote').textContent()).toBe(text);
    await dialog.getByLabel('Offensive or abusive').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await material.getByText(MODERATION_MESSAGES.reported).waitFor();

    const staff = await signedInPage(browser(), staffCredentials());
    await staff.goto('/admin');
    await staff.getByRole('tab', { name: 'Moderation' }).click();
    const entry = staff.getByRole('article').filter({ hasText: text });
    await entry.getByText('Offensive or abusive').waitFor();
    await entry.getByRole('button', { name: 'Hide entry' }).click();
    await entry.getByText('Hidden', { exact: true }).waitFor();

    // The Feedbacks tab narrows to hidden entries of that module.
    await staff.getByRole('tab', { name: 'Feedbacks' }).click();
    const feedbacks = staff.getByRole('tabpanel', { name: 'Feedbacks' });
    await feedbacks.getByRole('combobox', { name: 'Module' }).selectOption(module.code);
    await feedbacks.getByRole('combobox', { name: 'Status' }).selectOption('Hidden');
    const rows = feedbacks.getByRole('row').filter({ hasText: text });
    await rows.first().waitFor();
    expect(await feedbacks.getByRole('row').count()).toBe(2);

    // The reviews at once; the summary, which may be served stale while it is made again, soon.
    await openResults(student, module);
    await student
      .getByRole('region', { name: 'Material' })
      .getByText('No feedback available.')
      .waitFor();
    await eventually(async () => {
      await openResults(student, module);
      return student.getByText(text).count();
    }).toBe(0);
    expect(await student.pageErrors()).toEqual([]);
    expect(await staff.pageErrors()).toEqual([]);
  });

  it('a student reports one text in their own words, staff hide only that text, then show it again', async () => {
    const text = `Names a classmate ${randomUUID().slice(0, 8)}.`;
    const kept = `Fair exams ${randomUUID().slice(0, 8)}.`;
    const { module, author } = await moduleWithReview('MOT', text, 2, {
      assessmentRating: 4,
      assessmentFeedback: kept,
    });

    const student = await signedInPage(browser(), await signUpStudent('reporter'));
    await openResults(student, module);
    const material = student.getByRole('region', { name: 'Material' });
    await material.getByRole('button', { name: 'Report review 1' }).click();
    const dialog = student.getByRole('dialog', { name: 'Report review 1' });
    expect(await dialog.locator('blockquote').textContent()).toBe(text);
    await dialog.getByLabel('Something else').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const details = dialog.getByLabel('What is wrong with this text?');
    await dialog.getByText(MODERATION_MESSAGES.detailsRequired).waitFor();
    expect(await details.getAttribute('aria-invalid')).toBe('true');
    await details.fill('It gives a classmate’s full name.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await material.getByText(MODERATION_MESSAGES.reported).waitFor();

    const staff = await signedInPage(browser(), staffCredentials());
    await staff.goto('/admin');
    await staff.getByRole('tab', { name: 'Moderation' }).click();
    const entry = staff.getByRole('article').filter({ hasText: text });
    await entry.getByText('It gives a classmate’s full name.').waitFor();
    await entry.getByText('about the material text').waitFor();
    await entry.getByRole('button', { name: 'Hide material text' }).click();
    await entry.getByText('Partly hidden', { exact: true }).waitFor();
    await entry.getByRole('button', { name: 'Unhide material text' }).waitFor();

    // The text is gone at once, its rating and the entry's other text stay.
    await openResults(student, module);
    await material.getByText('No feedback available.').waitFor();
    expect(await student.getByTestId('material-average').textContent()).toBe('2.00');
    await student
      .getByRole('region', { name: 'Assessment' })
      .locator('ol > li')
      .filter({ hasText: kept })
      .waitFor();
    // The material summary, made again without it, soon.
    await eventually(async () => {
      await openResults(student, module);
      return student.getByText(text).count();
    }).toBe(0);

    const writer = await signedInPage(browser(), author);
    await writer.goto('/feedback/mine');
    const own = writer.getByRole('article', { name: new RegExp(module.code) });
    await own.getByText(MODERATION_MESSAGES.hiddenByStaff).waitFor();
    await own.getByText(text).waitFor();

    await entry.getByRole('button', { name: 'Unhide material text' }).click();
    await entry.getByRole('button', { name: 'Hide material text' }).waitFor();
    await openResults(student, module);
    await material.locator('ol > li').filter({ hasText: text }).waitFor();
    for (const page of [student, staff, writer]) expect(await page.pageErrors()).toEqual([]);
  });

  it('staff download a year of feedback as CSV with the expected rows', async () => {
    const text = `Exported text ${randomUUID().slice(0, 8)}`;
    const { module, year } = await moduleWithReview('MOD', text, 2);
    const staff = await signedInPage(browser(), staffCredentials());
    await staff.goto('/admin');
    await staff.getByRole('tab', { name: 'Overview' }).click();
    await staff.getByRole('heading', { name: formatAcademicYear(year.year) }).waitFor();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: `Feedback of ${formatAcademicYear(year.year)}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`feedback-${year.year}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Entry,Module code,Module title,Academic year,/);
    const ours = lines.filter((line) => line.includes(module.code));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(`,${formatAcademicYear(year.year)},`);
    expect(ours[0]).toContain(`,2,${text},`);
    expect(ours[0]).not.toMatch(/Student number/);
  });
});
