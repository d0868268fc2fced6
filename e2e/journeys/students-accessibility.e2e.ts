// axe-core over the screens of a student's own feedback and of the results overview, light and
// dark at 375 and 1280 px: My feedback with an entry, its withdraw confirmation, the form's
// already-rated warning, the form editing an entry, and /results before a module is chosen.
import { MESSAGES, OWN_FEEDBACK_MESSAGES } from '@module-feedback/shared/contracts';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newPage, pickModule, signedInPage, signUpStudent } from '../support';
import { checkScreen } from '../support/accessibility';

const browser = browserPerFile();
const WAIT = { timeout: 30_000 };
const GRAPHICS = { search: 'graphics', option: 'CS3003 – Computer Graphics' };

describe('accessibility of what students see of their own feedback and of all modules', () => {
  it('the results overview', async () => {
    const page = await newPage(browser(), { path: '/results' });
    await page.getByRole('table', { name: /^All modules in/ }).waitFor(WAIT);
    expect(await checkScreen(page, 'results-overview')).toEqual([]);
  });

  it('My feedback, withdrawing, the already-rated warning and editing', async () => {
    const page = await signedInPage(browser(), await signUpStudent('a11y-own'));
    await page.goto('/feedback');
    await pickModule(page, GRAPHICS.search, GRAPHICS.option);
    await page.getByLabel('Material review').fill('Clear and well paced.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.feedbackSubmitted).first().waitFor(WAIT);

    await page.goto('/feedback/mine');
    await page.getByRole('article').first().waitFor(WAIT);
    const mine = await checkScreen(page, 'my-feedback');
    const withdraw = await checkScreen(page, 'my-feedback-withdraw', {
      prepare: async () => {
        if (await page.getByRole('dialog').isVisible()) return;
        await page.getByRole('button', { name: /Withdraw/ }).click();
        await page.getByRole('dialog').waitFor();
      },
    });
    await page.keyboard.press('Escape');

    await page.goto('/feedback');
    await pickModule(page, GRAPHICS.search, GRAPHICS.option);
    await page.getByText(OWN_FEEDBACK_MESSAGES.alreadyRated).waitFor(WAIT);
    const warned = await checkScreen(page, 'feedback-already-rated');
    await page.getByRole('link', { name: OWN_FEEDBACK_MESSAGES.editInstead }).click();
    await page.getByRole('button', { name: 'Save changes' }).waitFor(WAIT);
    const editing = await checkScreen(page, 'feedback-editing');
    expect([...mine, ...withdraw, ...warned, ...editing]).toEqual([]);
  });
});
