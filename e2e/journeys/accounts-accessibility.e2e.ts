// axe-core, as in accessibility.e2e.ts, on the account pages: the sign-in tab with the
// university sign-in and a sign-on that came back cancelled, Forgot password? and its answer,
// the new-password form with its errors, the confirmation link's page, and the feedback page
// of a student whose address is not confirmed (after asking for the mail again).
import { ACCOUNT_MESSAGES, MESSAGES } from '@module-feedback/shared/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  newPage,
  signedInPage,
  signUpStudent,
  signUpUnconfirmedStudent,
} from '../support';
import { checkScreen } from '../support/accessibility';

const browser = browserPerFile();

const shown = (page: Page, text: string | RegExp) =>
  page.getByText(text).first().waitFor({ timeout: 30_000 });

describe('accessibility of the account pages (axe-core)', () => {
  it('the sign-in tab with the university sign-in, after a cancelled sign-on', async () => {
    const page = await newPage(browser(), { path: '/auth?sign-on-failed=cancelled' });
    await shown(page, ACCOUNT_MESSAGES.signOnFailed.cancelled);
    await shown(page, ACCOUNT_MESSAGES.signInWithUniversity);
    expect(await checkScreen(page, 'auth-sign-on-cancelled')).toEqual([]);
  });

  it('Forgot password? and its answer', async () => {
    const student = await signUpStudent('a11y-forgot');
    const page = await newPage(browser(), { path: '/auth/forgot-password' });
    await shown(page, ACCOUNT_MESSAGES.forgotPasswordExplanation);
    const form = await checkScreen(page, 'auth-forgot-password');
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.sendResetLink }).click();
    await shown(page, ACCOUNT_MESSAGES.resetRequested);
    expect([...form, ...(await checkScreen(page, 'auth-reset-requested'))]).toEqual([]);
  });

  it('the new-password form with its errors', async () => {
    const page = await newPage(browser(), { path: '/auth/reset-password?token=not-a-real-one' });
    await page.getByLabel('New password', { exact: true }).fill('a-long-password-1');
    await page.getByLabel('Confirm new password').fill('a-long-password-2');
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.setNewPassword }).click();
    await shown(page, MESSAGES.passwordsDoNotMatch);
    const mismatch = await checkScreen(page, 'auth-new-password-mismatch');
    await page.getByLabel('Confirm new password').fill('a-long-password-1');
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.setNewPassword }).click();
    await shown(page, ACCOUNT_MESSAGES.resetLinkInvalid);
    expect([...mismatch, ...(await checkScreen(page, 'auth-new-password-dead-link'))]).toEqual([]);
  });

  it('the confirmation page, and /feedback for a student whose address is not confirmed', async () => {
    const page = await newPage(browser(), { path: '/auth/verify-email?token=used-or-unknown' });
    await shown(page, ACCOUNT_MESSAGES.verificationLinkInvalid);
    const link = await checkScreen(page, 'auth-verify-email-dead-link');
    const student = await signedInPage(
      browser(),
      await signUpUnconfirmedStudent('a11y-unconfirmed'),
    );
    await student.goto('/feedback');
    await shown(student, ACCOUNT_MESSAGES.verifyTitle);
    await student.getByRole('button', { name: ACCOUNT_MESSAGES.resendVerification }).click();
    await shown(student, ACCOUNT_MESSAGES.verificationResent);
    expect([...link, ...(await checkScreen(student, 'feedback-unconfirmed'))]).toEqual([]);
  });
});
