// Nothing typed into the feedback form is lost when the session ends under the student:
// a failed token refresh signs them out (the product's rule), and once they sign in again
// the draft is back. It is kept per student and forgotten once submitted.
import { MESSAGES, TOKEN_REFRESH_INTERVAL_MS, UI_LABELS } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  moduleBox,
  newPage,
  pickModule,
  signInWithTokens,
  signUpStudent,
  type Credentials,
} from '../support';

const browser = browserPerFile();

const PATIENTLY = { timeout: 30_000 };
const SECURITY = { search: 'security', option: 'CS3005 – Computer Security' };
const DRAFT_RESTORED = 'Welcome back: the feedback you had not submitted yet is filled in below.';
const REFRESH = '**/api/accounts/token/refresh/';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signInThroughTheForm(page: Page, credentials: Credentials) {
  await nav(page).getByRole('link', { name: UI_LABELS.signInUp }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username', { exact: true }).fill(credentials.username);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(`Hello, ${credentials.username}`).waitFor(PATIENTLY);
}

async function openFeedbackForm(page: Page) {
  await nav(page).getByRole('link', { name: UI_LABELS.writeFeedback }).click();
  await page.getByRole('button', { name: 'Submit' }).waitFor(PATIENTLY);
}

describe('feedback draft', () => {
  it('comes back after a refresh failure signed the student out, for that student only', async () => {
    const student = await signUpStudent('draft');
    const other = await signUpStudent('draft-other');
    const review = `Half-written thoughts on the labs ${randomUUID().slice(0, 8)}`;
    const page = await newPage(browser());
    // Time is the page's to move: the session refreshes its tokens every four minutes.
    await page.clock.install();
    await signInWithTokens(page, student);
    await openFeedbackForm(page);

    await pickModule(page, SECURITY.search, SECURITY.option);
    await page.getByRole('slider', { name: 'Material rating' }).press('End');
    await page.getByLabel('Material review').fill(review);

    // The next refresh is refused: the session ends, as the product's rule says.
    await page.route(REFRESH, (route) =>
      route.fulfill({ status: 401, json: { error: 'Unauthorized', message: 'Token is invalid.' } }),
    );
    await page.clock.fastForward(TOKEN_REFRESH_INTERVAL_MS);
    await page.getByText('Sign in to leave feedback').waitFor(PATIENTLY);
    expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
    await page.unroute(REFRESH);

    // Another student on the same browser starts from an empty form.
    await signInThroughTheForm(page, other);
    await openFeedbackForm(page);
    expect(await page.getByText(DRAFT_RESTORED).count()).toBe(0);
    expect(await page.getByLabel('Material review').inputValue()).toBe('');
    await nav(page).getByRole('button', { name: UI_LABELS.logOut }).click();

    // The student signs in again and finds everything where it was.
    await signInThroughTheForm(page, student);
    await openFeedbackForm(page);
    await page.getByText(DRAFT_RESTORED).waitFor();
    expect(await moduleBox(page).inputValue()).toBe(SECURITY.option);
    expect(await page.getByLabel('Material review').inputValue()).toBe(review);
    expect(await page.getByRole('textbox', { name: 'Material rating' }).inputValue()).toBe('5');

    // Once submitted, the draft is gone.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.feedbackSubmitted).first().waitFor(PATIENTLY);
    await openFeedbackForm(page);
    expect(await page.getByText(DRAFT_RESTORED).count()).toBe(0);
    expect(await page.getByLabel('Material review').inputValue()).toBe('');
    expect(await page.pageErrors()).toEqual([]);
  });

  it('survives a reload of the page', async () => {
    const page = await newPage(browser());
    await signInWithTokens(page, await signUpStudent('draft'));
    await openFeedbackForm(page);
    await page.getByLabel('Assessment review').fill('Kept across a reload');
    await page.reload();
    await page.getByText(DRAFT_RESTORED).waitFor(PATIENTLY);
    expect(await page.getByLabel('Assessment review').inputValue()).toBe('Kept across a reload');
  });
});
