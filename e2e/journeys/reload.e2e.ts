// Every route and any path below it loads straight from the address bar and again on
// reload, with its page title; a path that is no page of the app answers 404 with the
// error page and a way home.
import { MESSAGES, UI_LABELS } from '@module-feedback/shared/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newPage, signedInPage, signUpStudent } from '../support';

const browser = browserPerFile();

const PATIENTLY = { timeout: 30_000 };

const ROUTES = [
  { name: 'home', paths: ['/'], heading: 'Welcome to Module Feedback', title: 'Home' },
  {
    name: 'results',
    paths: ['/results', '/results/', '/results/CS3001', '/results/any/deeper/path?year=2025'],
    heading: 'Module survey results',
    title: 'Results',
  },
  {
    name: 'the feedback form',
    paths: ['/feedback', '/feedback/', '/feedback/draft/1'],
    heading: UI_LABELS.writeFeedback,
    title: UI_LABELS.writeFeedback,
  },
  {
    name: 'the admin dashboard',
    paths: ['/admin', '/admin/', '/admin/users'],
    heading: UI_LABELS.adminDashboard,
    title: UI_LABELS.adminDashboard,
  },
  {
    name: 'sign in and sign up',
    paths: ['/auth', '/auth/', '/auth/sign-up'],
    heading: 'Sign in or sign up',
    title: UI_LABELS.signInUp,
  },
];

/** Opens `path` from the address bar, then reloads it; both must show the page. */
async function loadAndReload(page: Page, path: string, heading: string, title: string) {
  const heads = page.getByRole('main').getByRole('heading', { level: 1, name: heading });
  for (const load of [() => page.goto(path), () => page.reload()]) {
    const response = await load();
    expect(response?.status(), path).toBe(200);
    await heads.waitFor(PATIENTLY);
    expect(await page.getByText(/section could not be loaded/).count(), path).toBe(0);
    expect(await page.title(), path).toBe(`${title} – Module Feedback`);
  }
}

describe('addresses and reloads', () => {
  it.each(ROUTES)(
    'loads $paths on first visit and on reload',
    async ({ paths, heading, title }) => {
      const page = await newPage(browser());
      for (const path of paths) await loadAndReload(page, path, heading, title);
      expect(await page.pageErrors()).toEqual([]);
    },
  );

  it('keeps a signed-in student signed in, and the form, across a reload', async () => {
    const student = await signUpStudent('reload');
    const page = await signedInPage(browser(), student);
    await page.goto('/feedback/');
    await page.getByRole('button', { name: 'Submit' }).waitFor(PATIENTLY);
    await page.reload();
    await page.getByRole('button', { name: 'Submit' }).waitFor(PATIENTLY);
    expect(await page.getByText(`Hello, ${student.username}`).isVisible()).toBe(true);
  });

  it('answers a path that is no page with 404, the error page and a link home', async () => {
    const page = await newPage(browser());
    for (const load of [() => page.goto('/no/such/page'), () => page.reload()]) {
      const response = await load();
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: MESSAGES.unexpectedApplicationError }).waitFor();
      expect(await page.getByText(/Page not found/).isVisible()).toBe(true);
      expect(await page.title()).toBe('Page not found – Module Feedback');
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { name: 'Welcome to Module Feedback' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
