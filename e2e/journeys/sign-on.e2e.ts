// Signing in with the university account: the app's button, a real OpenID Connect provider
// on 127.0.0.1 (its own sign-in page), and back; a cancelled sign-in, a tampered state and
// a replayed return each land on /auth with a clear message.
import { ACCOUNT_MESSAGES, ACCOUNT_ROUTES } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile, newPage } from '../support';

const browser = browserPerFile();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const issuer = () => inject('identityProvider')!.issuer;

/** Clicks the app's button and waits for the provider's own sign-in page. */
async function goToUniversity(page: Page) {
  await page.getByRole('link', { name: ACCOUNT_MESSAGES.signInWithUniversity }).click();
  await page.waitForURL(
    (url) => url.origin === issuer() && url.pathname.startsWith('/interaction/'),
  );
}

/** Fills the provider's page (any login becomes the subject; any password). */
async function signInAtUniversity(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('university password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

const alertText = (page: Page) => page.getByRole('alert').first().textContent();

describe('signing in with the university account', () => {
  it('signs in on the first visit (creating the account) and lands on /results', async () => {
    const page = await newPage(browser(), { path: '/auth' });
    const login = `uni-${randomUUID().slice(0, 8)}`;
    await goToUniversity(page);
    await signInAtUniversity(page, login);
    await eventually(() => new URL(page.url()).pathname).toBe('/results');
    await eventually(() => page.getByText(`Hello, ${login}`).isVisible()).toBe(true);
    // The one-time code never stays in the address or the history.
    expect(page.url()).not.toContain('sign-on=');
    // Confirmed by the university: the student may write at once.
    await page.goto('/feedback');
    await eventually(() => page.getByRole('button', { name: 'Submit' }).isVisible()).toBe(true);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('signs staff in as staff, from the role claim', async () => {
    const page = await newPage(browser(), { path: '/auth' });
    await goToUniversity(page);
    await signInAtUniversity(page, 'e2e-lecturer');
    await eventually(() => page.getByRole('link', { name: 'Admin Dashboard' }).isVisible()).toBe(
      true,
    );
  });

  it('comes back to /auth saying it was cancelled', async () => {
    const page = await newPage(browser(), { path: '/auth' });
    await goToUniversity(page);
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await eventually(() => alertText(page)).toBe(ACCOUNT_MESSAGES.signOnFailed.cancelled);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await eventually(() => new URL(page.url()).search).toBe('');
    await eventually(() => page.getByRole('form', { name: 'Sign in' }).isVisible()).toBe(true);
  });

  it('refuses a return whose state was tampered with', async () => {
    const page = await newPage(browser(), { path: '/auth' });
    // The provider's return is held back, then sent again with another state.
    const isCallback = (url: URL) => url.pathname === ACCOUNT_ROUTES.signOnCallback;
    await page.route(isCallback, (route) => route.abort());
    const held = page.waitForRequest((request) =>
      request.url().includes(ACCOUNT_ROUTES.signOnCallback),
    );
    await goToUniversity(page);
    await signInAtUniversity(page, `forged-${randomUUID().slice(0, 8)}`);
    const forged = new URL((await held).url());
    forged.searchParams.set('state', 'forged-state');
    await page.unroute(isCallback);
    await page.goto(forged.toString());
    await eventually(() => alertText(page)).toBe(ACCOUNT_MESSAGES.signOnFailed.expired);
    expect(await page.getByText(/^Hello, /).count()).toBe(0);
  });

  it('refuses a replayed return, after the first one signed in', async () => {
    const page = await newPage(browser(), { path: '/auth' });
    const callback = page.waitForRequest((request) =>
      request.url().includes(ACCOUNT_ROUTES.signOnCallback),
    );
    await goToUniversity(page);
    await signInAtUniversity(page, `replay-${randomUUID().slice(0, 8)}`);
    const returned = (await callback).url();
    await eventually(() => new URL(page.url()).pathname).toBe('/results');
    // Another browser replaying the stolen address gets nowhere.
    const other = await newPage(browser());
    await other.goto(returned);
    await eventually(() => alertText(other)).toBe(ACCOUNT_MESSAGES.signOnFailed.expired);
    expect(await other.getByText(/^Hello, /).count()).toBe(0);
  });
});
