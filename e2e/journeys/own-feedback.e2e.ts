// A student's own feedback on the real API: rate a module (answering the extra questions too),
// find it in My feedback, be warned when choosing that module again and edit it from there,
// see the results and their workload and recommendation figures follow the edit, then
// withdraw it after confirming.
import {
  EXTRA_QUESTION_TEXTS,
  MESSAGES,
  OWN_FEEDBACK_MESSAGES,
  type Module,
  MODULE_ROUTES,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  callApi,
  obtainTokens,
  openFromOverview,
  pickModule,
  signedInPage,
  signUpStudent,
  staffCredentials,
} from '../support';

const browser = browserPerFile();
/** expect.poll waits 1 s by default; remotes load slower than that on a busy machine. */
const PATIENTLY = { timeout: 15_000 };

/** A module of its own, so its results show this journey's feedback alone. */
async function createModule(): Promise<Module> {
  const code = `OWN${randomUUID().slice(0, 6).toUpperCase()}`;
  return callApi<Module>(await obtainTokens(staffCredentials()), 'POST', MODULE_ROUTES.create, {
    code,
    title: `Own feedback ${code}`,
    lecturersNames: 'Dr Jane Roe',
  });
}

/** Types a rating as a person does: into the box, then on to the next field. */
async function typeRating(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.click();
  await input.press('Control+A');
  await page.keyboard.type(value);
  await input.press('Tab');
}

const option = (module: Module) => `${module.code} – ${module.title}`;
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function materialAverageOnResults(page: Page, module: Module) {
  await page.goto('/results');
  await openFromOverview(page, module.code, module.code);
  const average = page.getByTestId('material-average');
  await average.waitFor();
  return average;
}

/** The results' workload and recommendation figures, one line each. */
const extraFigures = (page: Page) =>
  page
    .getByRole('region', { name: EXTRA_QUESTION_TEXTS.title })
    .getByRole('listitem')
    .allTextContents();

describe('my feedback', () => {
  it('rate → My feedback → edit (from the already-rated warning) → results follow → withdraw', async () => {
    const module = await createModule();
    const page = await signedInPage(browser(), await signUpStudent('own'));
    await page.goto('/feedback');
    await pickModule(page, module.code, option(module));
    await typeRating(page, 'Material rating', '4.25');
    await page.getByLabel('Material review').fill('Good worked examples.');
    await page.getByRole('textbox', { name: EXTRA_QUESTION_TEXTS.hoursPerWeek }).fill('6');
    await page.getByRole('radio', { name: EXTRA_QUESTION_TEXTS.yes }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.feedbackSubmitted).first().waitFor();
    await expect
      .poll(() => pathOf(page), PATIENTLY)
      .toMatch(new RegExp(`^/results/${module.code}\\?year=\\d{4}$`));
    await expect
      .poll(() => extraFigures(page), PATIENTLY)
      .toEqual([
        'Median 6 hours a week (1 student answered)',
        '1 of 1 who answered would recommend it',
      ]);

    // The greeting in the navbar leads to the student's own feedback.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /My feedback/ })
      .click();
    await page.getByRole('heading', { level: 1, name: OWN_FEEDBACK_MESSAGES.myFeedback }).waitFor();
    const entry = page.getByRole('article', { name: new RegExp(module.code) });
    await entry.getByText('4.25 / 5').waitFor();
    expect(await entry.getByText('Good worked examples.').isVisible()).toBe(true);
    expect(await entry.getByText(/^Edited/).count()).toBe(0);

    // Choosing the same module again says so at once and offers the entry for editing.
    await page.getByRole('link', { name: 'Write a Feedback' }).first().click();
    await pickModule(page, module.code, option(module));
    await page.getByText(OWN_FEEDBACK_MESSAGES.alreadyRated).waitFor();
    await page.getByRole('link', { name: OWN_FEEDBACK_MESSAGES.editInstead }).click();
    await expect.poll(() => pathOf(page), PATIENTLY).toMatch(/^\/feedback\?edit=\d+$/);
    const rating = page.getByRole('textbox', { name: 'Material rating' });
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(await rating.inputValue()).toBe('4.25');
    expect(await page.getByLabel('Material review').inputValue()).toBe('Good worked examples.');
    const hours = page.getByRole('textbox', { name: EXTRA_QUESTION_TEXTS.hoursPerWeek });
    expect(await hours.inputValue()).toBe('6');
    expect(await page.getByRole('radio', { name: EXTRA_QUESTION_TEXTS.yes }).isChecked()).toBe(
      true,
    );
    await typeRating(page, 'Material rating', '2.5');
    await hours.fill('9');
    await page.getByRole('radio', { name: EXTRA_QUESTION_TEXTS.no, exact: true }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(OWN_FEEDBACK_MESSAGES.edited).first().waitFor();
    await expect.poll(() => new URL(page.url()).pathname, PATIENTLY).toBe('/feedback/mine');
    await entry.getByText('2.50 / 5').waitFor();
    expect(await entry.getByText(/^Edited/).isVisible()).toBe(true);

    // The back button returns to the form the student came from.
    await page.goBack();
    await page.getByRole('button', { name: 'Save changes' }).waitFor();

    const average = await materialAverageOnResults(page, module);
    await expect.poll(() => average.textContent(), PATIENTLY).toBe('2.50');
    await expect
      .poll(() => extraFigures(page), PATIENTLY)
      .toEqual([
        'Median 9 hours a week (1 student answered)',
        '0 of 1 who answered would recommend it',
      ]);

    await page.goto('/feedback/mine');
    await entry.getByRole('button', { name: /Withdraw/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(OWN_FEEDBACK_MESSAGES.confirmWithdraw).waitFor();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText(OWN_FEEDBACK_MESSAGES.noneYet).waitFor();

    const after = await materialAverageOnResults(page, module);
    await expect.poll(() => after.textContent(), PATIENTLY).toBe(MESSAGES.noRatingsYet);
    await expect
      .poll(() => extraFigures(page), PATIENTLY)
      .toEqual([EXTRA_QUESTION_TEXTS.noHours, EXTRA_QUESTION_TEXTS.noRecommendation]);
    expect(await page.pageErrors()).toEqual([]);
  });
});
