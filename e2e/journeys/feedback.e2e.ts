// The feedback form on the real API: a student submits and finds the feedback in the
// results; every validation message; a duplicate refused with the typed text kept; and
// visitors and staff get an explanation instead of the form.
import { MESSAGES, UI_LABELS } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  newPage,
  pickModule,
  signedInPage,
  signUpStudent,
  staffCredentials,
  type NewPageOptions,
} from '../support';

const browser = browserPerFile();

// Seeded demo modules (api/src/seed).
const ML = { search: 'machine', option: 'CS3002 – Machine Learning', lecturer: 'Patel' };
const GRAPHICS = { search: 'graphics', option: 'CS3003 – Computer Graphics' };
const SECURITY = { search: 'security', option: 'CS3005 – Computer Security' };

async function studentOnFeedback(options: NewPageOptions = {}): Promise<Page> {
  const page = await signedInPage(browser(), await signUpStudent('feedback'), options);
  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  return page;
}

const chooseModule = (page: Page, module: { search: string; option: string }) =>
  pickModule(page, module.search, module.option);

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click();
/** Waits (Playwright's 30 s) until the text is on screen. */
const shown = (page: Page, text: string) => page.getByText(text).first().waitFor();
/** expect.poll waits 1 s by default; remotes load slower than that on a busy machine. */
const PATIENTLY = { timeout: 15_000 };

describe('feedback form', () => {
  it('submits feedback that then shows in the results', async () => {
    const page = await studentOnFeedback();
    const review = `Clear slides and worked examples ${randomUUID().slice(0, 8)}`;
    await chooseModule(page, GRAPHICS);
    await page.getByRole('textbox', { name: 'Material rating' }).fill('4.25');
    await page.getByRole('slider', { name: 'Assessment rating' }).press('End');
    await page.getByLabel('Material review').fill(review);
    await submit(page);

    await shown(page, MESSAGES.feedbackSubmitted);
    await expect.poll(() => new URL(page.url()).pathname, PATIENTLY).toBe('/results/CS3003');
    await pickModule(page, GRAPHICS.search, /CS3003/);
    await shown(page, review);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('shows each validation message and sends nothing invalid', async () => {
    const page = await studentOnFeedback();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/newfeedback/')) {
        requests.push(request.url());
      }
    });

    await submit(page);
    await shown(page, MESSAGES.selectModuleBeforeSubmit);

    await page.getByLabel('Assessment review').fill('Fair exam');
    await shown(page, MESSAGES.selectModuleBeforeReview);
    await submit(page);
    await shown(page, MESSAGES.fixErrorsBeforeSubmit);
    await page.getByLabel('Assessment review').fill('');

    await chooseModule(page, ML);
    await shown(page, 'Lecturers: Prof Rajesh Patel, Dr Sofia Marquez');
    await submit(page);
    await shown(page, MESSAGES.fillFormBeforeSubmit);

    await page.getByLabel('Lecturers review').fill(`${ML.lecturer.toLowerCase()} explains well`);
    await shown(page, MESSAGES.reviewIncludesLecturerName);
    await submit(page);
    await shown(page, MESSAGES.fixErrorsBeforeSubmit);

    const material = page.getByRole('textbox', { name: 'Material rating' });
    // Refused at the field as typed, never rewritten to another rating.
    await material.fill('7');
    await material.press('Tab');
    expect(await material.inputValue()).toBe('7');
    expect(await material.getAttribute('aria-invalid')).toBe('true');
    await shown(page, 'Ratings run from 0 to 5 in steps of 0.25.');
    expect(requests).toEqual([]);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('refuses a second feedback on the same module and year, keeping what was typed', async () => {
    const page = await studentOnFeedback();
    await chooseModule(page, SECURITY);
    await page.getByRole('textbox', { name: 'Material rating' }).fill('3');
    await submit(page);
    await expect.poll(() => new URL(page.url()).pathname, PATIENTLY).toBe('/results/CS3005');

    await page.goto('/feedback');
    await chooseModule(page, SECURITY);
    const review = 'Second thoughts: the labs were the best part.';
    await page.getByLabel('Material review').fill(review);
    await submit(page);
    await shown(page, 'Your feedback was not submitted.');
    await shown(page, 'already submitted');
    expect(new URL(page.url()).pathname).toBe('/feedback');
    expect(await page.getByLabel('Material review').inputValue()).toBe(review);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('works at phone width in the dark theme without sideways scrolling', async () => {
    const page = await studentOnFeedback({
      viewport: { width: 375, height: 800 },
      colorScheme: 'dark',
    });
    await chooseModule(page, GRAPHICS);
    await page.getByLabel('Lecturers review').fill('Engaging and well paced');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await submit(page);
    await expect.poll(() => new URL(page.url()).pathname, PATIENTLY).toBe('/results/CS3003');
  });

  it('explains to a visitor why there is no form and links to sign in', async () => {
    const page = await newPage(browser(), { path: '/feedback' });
    await shown(page, 'Sign in to leave feedback');
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: UI_LABELS.signInUp }).click();
    await expect.poll(() => new URL(page.url()).pathname, PATIENTLY).toBe('/auth');
  });

  it('explains to staff that feedback is written by students', async () => {
    const page = await signedInPage(browser(), staffCredentials());
    await page.goto('/feedback');
    await shown(page, 'Staff accounts do not write feedback');
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: UI_LABELS.adminDashboard }).click();
    await expect.poll(() => new URL(page.url()).pathname, PATIENTLY).toBe('/admin');
  });
});
