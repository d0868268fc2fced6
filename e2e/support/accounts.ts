// Accounts for journeys: unique students created through the real API, the staff account
// global setup created, and signing in as either.
import {
  ACCOUNT_ROUTES,
  AUTH_PAGES,
  STORAGE_KEYS,
  UI_LABELS,
  type AuthTokens,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import {
  linkIn,
  readOutbox,
  waitForOutboxMail,
  type CapturedMail,
} from '@module-feedback/test-support/mail-capture';
import type { Credentials } from '@module-feedback/test-support/accounts';
import { callApi } from './api-calls';
import { sharedApp, type AppUnderTest } from './app-under-test';

export type { Credentials };

/** Every mail the app sent to `email` so far whose subject matches, oldest first. */
export async function mailsTo(email: string, subject: RegExp): Promise<CapturedMail[]> {
  return (await readOutbox(inject('mailDir'))).filter(
    (mail) => mail.to.toLowerCase() === email.toLowerCase() && subject.test(mail.subject),
  );
}

/** The newest mail the app (in `mailDir`) sent to `email` whose subject matches (waits for it). */
export function mailTo(
  email: string,
  subject: RegExp,
  mailDir: string = inject('mailDir'),
): Promise<CapturedMail> {
  return waitForOutboxMail(mailDir, email, subject);
}

export const CONFIRMATION_SUBJECT = /Confirm your email address/;

/** Follows the confirmation link mailed to `email`, as its owner would. */
export async function confirmEmail(email: string, app: AppUnderTest = sharedApp()): Promise<void> {
  const mail = await mailTo(email, CONFIRMATION_SUBJECT, app.mailDir);
  const link = linkIn(mail, AUTH_PAGES.verifyEmail);
  await callApi(
    undefined,
    'POST',
    ACCOUNT_ROUTES.verifyEmail,
    { token: link.searchParams.get('token') },
    app.baseUrl,
  );
}

/** A new student account with a unique username, not yet confirmed: it may read, not write. */
export async function signUpUnconfirmedStudent(
  prefix = 'student',
  app: AppUnderTest = sharedApp(),
): Promise<Credentials & { email: string }> {
  const username = `${prefix}-${randomUUID().slice(0, 8)}`;
  const account = { username, email: `${username}@example.org`, password: `pw-${randomUUID()}` };
  await callApi(undefined, 'POST', ACCOUNT_ROUTES.signup, { user: account }, app.baseUrl);
  return account;
}

/** A new student account with a unique username, its email confirmed through the mailed link. */
export async function signUpStudent(
  prefix = 'student',
  app: AppUnderTest = sharedApp(),
): Promise<Credentials & { email: string }> {
  const account = await signUpUnconfirmedStudent(prefix, app);
  await confirmEmail(account.email, app);
  return account;
}

export const staffCredentials = (): Credentials => inject('staffCredentials');

/** Tokens from the shared app, or from the app at `appUrl`. */
export function obtainTokens(credentials: Credentials, appUrl?: string): Promise<AuthTokens> {
  return callApi<AuthTokens>(undefined, 'POST', ACCOUNT_ROUTES.token, credentials, appUrl);
}

/** Signs in through the real /auth screen and waits for the shell to greet the user. */
export async function signInAs(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username', { exact: true }).fill(credentials.username);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => page.getByText(`Hello, ${credentials.username}`).isVisible()).toBe(true);
}

/**
 * Signs in without the UI: stores real tokens where the session keeps them, then reloads.
 * The reload starts a token refresh and the server rotates refresh tokens, so this returns
 * only once the page has stored the new pair: leaving earlier would make the next load
 * refresh with a spent token and sign the user out.
 */
export async function signInWithTokens(page: Page, credentials: Credentials): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  // From the app the page is on (the shared one, or a journey's own).
  const tokens = await obtainTokens(credentials, new URL(page.url()).origin);
  // Wait until the page's session has started (signed out): a session still starting would
  // read the tokens too and spend the refresh token the reloaded page is about to use.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: UI_LABELS.signInUp })
    .waitFor();
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.authTokens,
    value: JSON.stringify(tokens),
  });
  const refreshed = page.waitForResponse(
    (response) =>
      response.url().endsWith(ACCOUNT_ROUTES.tokenRefresh) &&
      response.request().method() === 'POST',
  );
  await page.reload();
  const { refresh } = (await (await refreshed).json()) as AuthTokens;
  await page.waitForFunction(
    ({ key, token }) => localStorage.getItem(key)?.includes(token) ?? false,
    { key: STORAGE_KEYS.authTokens, token: refresh },
  );
  await expect.poll(() => page.getByText(`Hello, ${credentials.username}`).isVisible()).toBe(true);
}
