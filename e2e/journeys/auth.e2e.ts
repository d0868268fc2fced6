// Journeys through /auth (mfe-auth) on the app as `npm start` serves it.
import { API_ERROR_TEXTS, MESSAGES, UI_LABELS } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newPage, signedInPage, signUpStudent } from '../support';

const browser = browserPerFile();

// Remotes load on first visit: on a busy machine that takes longer than expect.poll's 1 s.
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const pathOf = (page: Page) => new URL(page.url()).pathname;
const visible = (page: Page, text: string) => page.getByText(text).first().isVisible();

async function openSignUp(page: Page) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  return page.getByRole('form', { name: 'Sign up' });
}

describe('sign in and sign up', () => {
  it('shows Sign In first, with Sign Up one tab away', async () => {
    const page = await newPage(browser(), { path: '/auth' });
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await eventually(() => signIn.isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Sign up' }).isVisible()).toBe(false);
    const signUp = await openSignUp(page);
    await eventually(() => signUp.getByLabel('Confirm password').isVisible()).toBe(true);
    expect(await signUp.getByText(MESSAGES.usernameHint).isVisible()).toBe(true);
    expect(await signIn.isVisible()).toBe(false);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('signs up, logs in automatically, and lands on / with the success message', async () => {
    const page = await newPage(browser(), { path: '/auth' });
    const username = `newbie-${randomUUID().slice(0, 8)}`;
    const signUp = await openSignUp(page);
    await signUp.getByLabel('Username').fill(username);
    await signUp.getByLabel('Email').fill(`${username}@example.org`);
    await signUp.getByLabel('Password', { exact: true }).fill('a-long-password-1');
    await signUp.getByLabel('Confirm password').fill('a-long-password-1');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();

    await eventually(() => pathOf(page)).toBe('/');
    await eventually(() => visible(page, MESSAGES.signupSucceeded)).toBe(true);
    // On a phone the message's toast stays on the screen.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 800 });
    const toast = await page.locator('.p-toast-message').first().boundingBox();
    expect(toast!.x).toBeGreaterThanOrEqual(0);
    expect(toast!.x + toast!.width).toBeLessThanOrEqual(375);
    if (viewport) await page.setViewportSize(viewport);
    await eventually(() => visible(page, `Hello, ${username}`)).toBe(true);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('says when the passwords do not match, without sending anything', async () => {
    const page = await newPage(browser(), { path: '/auth' });
    const signUp = await openSignUp(page);
    await signUp.getByLabel('Password', { exact: true }).fill('a-long-password-1');
    await signUp.getByLabel('Confirm password').fill('a-long-password-2');
    await eventually(() => visible(page, MESSAGES.passwordsDoNotMatch)).toBe(true);
    expect(pathOf(page)).toBe('/auth');
  });

  it('refuses a taken username with the spec message, not saying which field clashed', async () => {
    const taken = await signUpStudent('taken');
    const page = await newPage(browser(), { path: '/auth' });
    const signUp = await openSignUp(page);
    await signUp.getByLabel('Username').fill(taken.username);
    await signUp.getByLabel('Email').fill(`other-${taken.email}`);
    await signUp.getByLabel('Password', { exact: true }).fill('a-long-password-1');
    await signUp.getByLabel('Confirm password').fill('a-long-password-1');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();

    await eventually(() => visible(page, MESSAGES.signupFailed)).toBe(true);
    expect(await page.getByText(/already exists/i).count()).toBe(0);
    const username = signUp.getByLabel('Username');
    expect(await username.inputValue()).toBe(taken.username);
    expect(pathOf(page)).toBe('/auth');
  });

  it('logs in and goes to /results', async () => {
    const student = await signUpStudent();
    const page = await newPage(browser(), { path: '/auth' });
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Username').fill(student.username);
    await signIn.getByLabel('Password').fill(student.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();

    await eventually(() => pathOf(page)).toBe('/results');
    await eventually(() => visible(page, `Hello, ${student.username}`)).toBe(true);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('tells someone signed in who they are instead of the form, with links on and Log out', async () => {
    const student = await signUpStudent();
    const page = await signedInPage(browser(), student);
    await page.goto('/auth');
    await eventually(() => visible(page, `Signed in as ${student.username}.`)).toBe(true);
    expect(await page.getByRole('form', { name: 'Sign in' }).count()).toBe(0);
    const main = page.getByRole('main');
    expect(
      await main.getByRole('link', { name: 'See the module results' }).getAttribute('href'),
    ).toBe('/results');
    expect(
      await main.getByRole('link', { name: UI_LABELS.leaveModuleFeedback }).getAttribute('href'),
    ).toBe('/feedback');
    await main.getByRole('button', { name: UI_LABELS.logOut }).click();
    await eventually(() => pathOf(page)).toBe('/');
    await eventually(() => page.getByRole('link', { name: UI_LABELS.signInUp }).isVisible()).toBe(
      true,
    );
    expect(await page.pageErrors()).toEqual([]);
  });

  it('says the login failed for a wrong password, and stays on /auth with the input kept', async () => {
    const student = await signUpStudent();
    const page = await newPage(browser(), { path: '/auth' });
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Username').fill(student.username);
    await signIn.getByLabel('Password').fill('not-the-password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();

    await eventually(() => visible(page, MESSAGES.loginFailed)).toBe(true);
    expect(pathOf(page)).toBe('/auth');
    expect(await signIn.getByLabel('Username').inputValue()).toBe(student.username);
    expect(await signIn.getByLabel('Password').inputValue()).toBe('not-the-password');
  });

  it.each([
    {
      failure: 'the server could not be reached',
      answer: (route: Route) => route.abort('connectionrefused'),
      detail: API_ERROR_TEXTS.unreachable,
    },
    {
      failure: 'the server failed',
      answer: (route: Route) => route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }),
      detail: API_ERROR_TEXTS.serverError,
    },
  ])(
    "keeps the spec's login message and adds that $failure, in the form",
    async ({ answer, detail }) => {
      const page = await newPage(browser(), { path: '/auth' });
      await page.route('**/api/accounts/token/', answer);
      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('Username').fill('ada');
      await signIn.getByLabel('Password').fill('any-password');
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      const alert = signIn.getByRole('alert');
      await eventually(() => alert.textContent()).toBe(`${MESSAGES.loginFailed}${detail}`);
      expect(pathOf(page)).toBe('/auth');
    },
  );

  it.each([
    { width: 375, colorScheme: 'dark' as const },
    { width: 1280, colorScheme: 'light' as const },
  ])('fits a $width px wide screen in the $colorScheme theme', async ({ width, colorScheme }) => {
    const page = await newPage(browser(), {
      path: '/auth',
      viewport: { width, height: 800 },
      colorScheme,
    });
    const signUp = await openSignUp(page);
    await eventually(() => signUp.getByLabel('Confirm password').isVisible()).toBe(true);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const box = await signUp.getByLabel('Confirm password').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
  });
});
