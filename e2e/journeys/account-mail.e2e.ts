// Mail about accounts, end to end: the app sends through a real SMTP server on 127.0.0.1
// and the journeys open the links as a student would. A new student confirms the address
// before writing; a taken address's owner is told; a forgotten password is reset once.
import { ACCOUNT_MESSAGES, AUTH_PAGES, MESSAGES } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn } from '@module-feedback/test-support/mail-capture';
import {
  CONFIRMATION_SUBJECT,
  browserPerFile,
  mailTo,
  mailsTo,
  newPage,
  signUpStudent,
} from '../support';

const browser = browserPerFile();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const visible = (page: Page, text: string) => page.getByText(text).first().isVisible();

async function signUpThroughTheForm(page: Page, username: string, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('a-long-password-1');
  await form.getByLabel('Confirm password').fill('a-long-password-1');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await eventually(() => visible(page, MESSAGES.signupSucceeded)).toBe(true);
}

describe('mail about accounts', () => {
  it('asks a new student to confirm the address before writing, resends, and lets them write after', async () => {
    const page = await newPage(browser());
    const username = `fresh-${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.org`;
    await signUpThroughTheForm(page, username, email);
    expect(await visible(page, ACCOUNT_MESSAGES.signupCheckEmail)).toBe(true);

    await page.goto('/feedback');
    await eventually(() =>
      page.getByRole('heading', { name: ACCOUNT_MESSAGES.verifyTitle }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.resendVerification }).click();
    await eventually(() => visible(page, ACCOUNT_MESSAGES.verificationResent)).toBe(true);

    // The newer mail's link: sending again makes the first one stop working.
    await eventually(async () => (await mailsTo(email, CONFIRMATION_SUBJECT)).length).toBe(2);
    const [, newest] = await mailsTo(email, CONFIRMATION_SUBJECT);
    const link = linkIn(newest!, AUTH_PAGES.verifyEmail);
    await page.goto(link.pathname + link.search);
    await eventually(() => visible(page, ACCOUNT_MESSAGES.emailVerified)).toBe(true);
    await page.getByRole('link', { name: 'Leave Module Feedback' }).click();
    await eventually(() => page.getByRole('button', { name: 'Submit' }).isVisible()).toBe(true);

    // The link worked once.
    await page.goto(link.pathname + link.search);
    await eventually(() => visible(page, ACCOUNT_MESSAGES.verificationLinkInvalid)).toBe(true);
    expect(await page.pageErrors()).toEqual([]);
  });

  it("signs up with a taken address like any other, and tells the address's owner", async () => {
    const owner = await signUpStudent('owner');
    const page = await newPage(browser());
    const username = `second-${randomUUID().slice(0, 8)}`;
    await signUpThroughTheForm(page, username, owner.email);
    await eventually(() => visible(page, `Hello, ${username}`)).toBe(true);
    const told = await mailTo(owner.email, /Someone tried to sign up/);
    expect(told.text).toContain(username);
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    const student = await signUpStudent('forgetful');
    const page = await newPage(browser(), { path: '/auth' });
    await page.getByRole('link', { name: ACCOUNT_MESSAGES.forgotPassword }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(AUTH_PAGES.forgotPassword);
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.sendResetLink }).click();
    await eventually(() => visible(page, ACCOUNT_MESSAGES.resetRequested)).toBe(true);

    const link = linkIn(
      await mailTo(student.email, /Reset your password/),
      AUTH_PAGES.resetPassword,
    );
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('my-new-password-2');
    await page.getByLabel('Confirm new password').fill('my-new-password-2');
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.setNewPassword }).click();
    await eventually(() => visible(page, ACCOUNT_MESSAGES.passwordWasReset)).toBe(true);
    await eventually(() => new URL(page.url()).pathname).toBe('/auth');

    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Username').fill(student.username);
    await signIn.getByLabel('Password').fill('my-new-password-2');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await eventually(() => visible(page, `Hello, ${student.username}`)).toBe(true);

    // The same link again: refused, with a way to a new one.
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('another-password-3');
    await page.getByLabel('Confirm new password').fill('another-password-3');
    await page.getByRole('button', { name: ACCOUNT_MESSAGES.setNewPassword }).click();
    await eventually(() => visible(page, ACCOUNT_MESSAGES.resetLinkInvalid)).toBe(true);
    expect(await page.getByRole('link', { name: ACCOUNT_MESSAGES.askForNewLink }).isVisible()).toBe(
      true,
    );
  });
});
