// axe-core over every screen and state, in the light and dark theme at 375 and 1280 px: any
// serious or critical violation fails. Each screen is opened once and switched between
// themes and widths in place; a screenshot of each lands in e2e/artifacts/screens/.
import { EXTRA_QUESTION_TEXTS, MESSAGES, UI_LABELS } from '@module-feedback/shared/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  moduleWithReview,
  newPage,
  openFromOverview,
  signedInPage,
  signUpStudent,
  staffCredentials,
} from '../support';
import { checkScreen, PHONE } from '../support/accessibility';

const browser = browserPerFile();

/** Remotes load on first visit; on a busy machine that takes a while. */
const shown = (page: Page, text: string | RegExp) =>
  page.getByText(text).first().waitFor({ timeout: 30_000 });

/** A seeded module with feedback in every year (api/src/seed). */
const GRAPHICS = { search: 'graphics', code: 'CS3003' };

async function openResults(page: Page) {
  await page.goto('/results');
  await openFromOverview(page, GRAPHICS.search, GRAPHICS.code);
  await page.getByRole('region', { name: 'Material' }).waitFor();
  await page.getByRole('img', { name: /^Average ratings by academic year/ }).waitFor();
}

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it('home and the unknown-route page', async () => {
    const page = await newPage(browser(), { path: '/' });
    await shown(page, 'Welcome to Module Feedback');
    const home = await checkScreen(page, 'home');
    await page.goto('/no/such/page');
    await shown(page, MESSAGES.unexpectedApplicationError);
    expect([...home, ...(await checkScreen(page, 'error-page'))]).toEqual([]);
  });

  it('the phone menu, open, for a signed-in student', async () => {
    const page = await signedInPage(browser(), await signUpStudent('a11y'));
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Menu',
    });
    const found = await checkScreen(page, 'phone-menu', {
      widths: [PHONE],
      prepare: async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        await page.getByRole('button', { name: UI_LABELS.logOut }).waitFor();
      },
    });
    expect(found).toEqual([]);
  });

  it('results with a module open, for a visitor and for a student', async () => {
    const visitor = await newPage(browser());
    await openResults(visitor);
    const asVisitor = await checkScreen(visitor, 'results-visitor');
    const student = await signedInPage(browser(), await signUpStudent('a11y'));
    await openResults(student);
    await student.getByRole('region', { name: 'Lecturer' }).waitFor();
    expect([...asVisitor, ...(await checkScreen(student, 'results-student'))]).toEqual([]);
  });

  it('the feedback form, empty and with errors', async () => {
    const page = await signedInPage(browser(), await signUpStudent('a11y'));
    await page.goto('/feedback');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.waitFor({ timeout: 30_000 });
    const empty = await checkScreen(page, 'feedback-empty');

    await submit.click();
    await shown(page, MESSAGES.selectModuleBeforeSubmit);
    await page.getByLabel('Lecturers review').fill('A review before any module');
    await shown(page, MESSAGES.selectModuleBeforeReview);
    await submit.click();
    await shown(page, MESSAGES.fixErrorsBeforeSubmit);
    // A rating off the 0.25 grid, flagged while it is being typed.
    await page.getByRole('textbox', { name: 'Material rating' }).pressSequentially('3.1');
    await shown(page, 'Ratings run from 0 to 5 in steps of 0.25.');
    // Hours per week out of range, flagged the same way.
    await page
      .getByRole('textbox', { name: EXTRA_QUESTION_TEXTS.hoursPerWeek })
      .pressSequentially('41');
    await shown(page, EXTRA_QUESTION_TEXTS.hoursPerWeekInvalid);
    expect([...empty, ...(await checkScreen(page, 'feedback-errors'))]).toEqual([]);
  });

  it('sign in and sign up, each tab with its errors', async () => {
    const taken = await signUpStudent('taken');
    const page = await newPage(browser(), { path: '/auth' });
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Username', { exact: true }).fill(taken.username);
    await signIn.getByLabel('Password', { exact: true }).fill('not-the-password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await shown(page, MESSAGES.loginFailed);
    const signInErrors = await checkScreen(page, 'auth-sign-in-errors');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Username', { exact: true }).fill(taken.username);
    await signUp.getByLabel('Email', { exact: true }).fill(`other-${taken.email}`);
    await signUp.getByLabel('Password', { exact: true }).fill('123');
    await signUp.getByLabel('Confirm password', { exact: true }).fill('123');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    // The too-short password is refused at its field (the summary names no other field).
    await shown(page, /^Signup failed\./);
    expect([...signInErrors, ...(await checkScreen(page, 'auth-sign-up-errors'))]).toEqual([]);
  });

  it('/auth for someone signed in', async () => {
    const page = await signedInPage(browser(), await signUpStudent('a11y'));
    await page.goto('/auth');
    await shown(page, 'You are signed in');
    expect(await checkScreen(page, 'auth-signed-in')).toEqual([]);
  });

  it('admin: every tab with its form open, and the delete dialog', async () => {
    const page = await signedInPage(browser(), staffCredentials());
    await page.goto('/admin');
    const found = [];
    for (const tab of ['Academic Years', 'Modules', 'Feedbacks', 'Users']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await panel.getByRole('table').waitFor({ timeout: 30_000 });
      const create = panel.getByRole('button', { name: 'Create' });
      // Feedback is never created here: that tab has no form to open.
      if (await create.isEnabled()) {
        await create.click();
        await panel.getByRole('form').waitFor();
      }
      found.push(...(await checkScreen(page, `admin-${tab.toLowerCase().replace(' ', '-')}`)));
    }
    await page.getByRole('tab', { name: 'Academic Years' }).click();
    await page
      .getByRole('tabpanel', { name: 'Academic Years' })
      .getByRole('button', { name: /^Delete academic year/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await checkScreen(page, 'admin-delete-dialog')));
    expect(found).toEqual([]);
  });

  it('admin: the overview with its attention tags, and the moderation queue with a report', async () => {
    // A module with one low rating and one report, so a tag and a queue entry show.
    const { module } = await moduleWithReview('AXE', 'Too fast and hard to follow.', 0.5);
    const student = await signedInPage(browser(), await signUpStudent('a11y'));
    await student.goto('/results');
    await openFromOverview(student, module.code, module.code);
    const material = student.getByRole('region', { name: 'Material' });
    await material.getByRole('button', { name: 'Report review 1' }).click();
    const report = student.getByRole('dialog', { name: 'Report review 1' });
    await report.getByLabel('Something else').check();
    await report.getByRole('button', { name: 'Send report' }).click();
    // The own-words box with its problem shown: the dialog's busiest state.
    await report.getByRole('alert').waitFor();
    const reportDialog = await checkScreen(student, 'results-report-dialog');
    await report.getByLabel('What is wrong with this text?').fill('Reads like an advert.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await report.waitFor({ state: 'hidden' });

    const page = await signedInPage(browser(), staffCredentials());
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Overview' }).click();
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await overview.getByRole('table').waitFor({ timeout: 30_000 });
    await overview.locator('.p-tag').first().waitFor();
    const overviewFound = await checkScreen(page, 'admin-overview');
    await page.getByRole('tab', { name: 'Moderation' }).click();
    const queued = page.getByRole('article').filter({ hasText: module.code }).first();
    // One text hidden, so the entry shows every mark: Reported, Text hidden, Partly hidden.
    await queued.getByRole('button', { name: 'Hide material text' }).click();
    await queued.getByText('Partly hidden', { exact: true }).waitFor();
    const queue = await checkScreen(page, 'admin-moderation');
    expect([...reportDialog, ...overviewFound, ...queue]).toEqual([]);
  });
});
