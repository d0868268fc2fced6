// The session as a browser lives it: signing out ends it on the server, a brief outage of
// the API does not sign anyone out, and tokens that are not real never look signed in.
import {
  STORAGE_KEYS,
  UI_LABELS,
  type AuthTokens,
  ACCOUNT_ROUTES,
} from '@module-feedback/shared/contracts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, newPage, signInWithTokens, signUpStudent } from '../support';

const browser = browserPerFile();

const REFRESH_URL = `**${ACCOUNT_ROUTES.tokenRefresh}`;

const storedTokens = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authTokens);

const greeting = (page: Page, username: string) => page.getByText(`Hello, ${username}`);

const signInLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByText(UI_LABELS.signInUp);

function refreshWith(token: string) {
  return fetch(new URL(ACCOUNT_ROUTES.tokenRefresh, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh: token }),
  });
}

/** A JWT-shaped pair that names a user but was never issued by the server. */
function forgedTokens(username: string): AuthTokens {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { user_id: 1, username, is_staff: true, studentId: null, token_type: 'access' };
  const access = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, exp: 4e9 })}.forged`;
  return { access, refresh: `${part({ alg: 'HS256' })}.${part({ user_id: 1 })}.forged` };
}

/** A signed-in student's page whose token refreshes `answer` handles from now on. */
async function signedInWithRefreshAnswers(
  answer: (route: Route, attempt: number) => Promise<void>,
) {
  const student = await signUpStudent();
  const page = await newPage(browser(), { path: '/' });
  await signInWithTokens(page, student);
  let tries = 0;
  await page.route(REFRESH_URL, (route) => answer(route, ++tries));
  return { student, page, tries: () => tries };
}

describe('session', () => {
  it('signing out in one tab ends the session: the other tab follows and the old refresh token is refused', async () => {
    const student = await signUpStudent();
    const first = await newPage(browser(), { path: '/' });
    await signInWithTokens(first, student);
    const second = await first.context().newPage();
    await second.goto('/results');
    await expect.poll(() => greeting(second, student.username).isVisible()).toBe(true);
    const { refresh } = JSON.parse((await storedTokens(first))!) as AuthTokens;

    const revoked = first.waitForResponse((response) =>
      response.url().endsWith(ACCOUNT_ROUTES.tokenRevoke),
    );
    await first.getByRole('button', { name: UI_LABELS.logOut }).click();
    expect((await revoked).status()).toBe(204);

    await expect.poll(() => signInLink(first).isVisible()).toBe(true);
    await expect.poll(() => signInLink(second).isVisible()).toBe(true);
    expect(await storedTokens(first)).toBeNull();
    expect((await refreshWith(refresh)).status).toBe(401);
    expect(await first.pageErrors()).toEqual([]);
  });

  it('a refresh blip keeps the session: 502s and a dropped request are retried', async () => {
    const { student, page, tries } = await signedInWithRefreshAnswers(async (route, attempt) => {
      if (attempt <= 2) await route.fulfill({ status: 502, body: 'Bad Gateway' });
      else if (attempt === 3) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.reload();

    await expect
      .poll(() => greeting(page, student.username).isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(tries()).toBe(4);
    expect(await storedTokens(page)).not.toBeNull();
    expect(await signInLink(page).isVisible()).toBe(false);
  });

  it('a refused refresh still signs out at once', async () => {
    const { page, tries } = await signedInWithRefreshAnswers((route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Unauthorized', message: 'No.', statusCode: 401 }),
      }),
    );
    await page.reload();
    await expect.poll(() => signInLink(page).isVisible()).toBe(true);
    expect(tries()).toBe(1);
    expect(await storedTokens(page)).toBeNull();
  });

  it('forged tokens never show a signed-in navbar and are removed from storage', async () => {
    const page = await newPage(browser(), { path: '/' });
    await signInLink(page).waitFor();
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: STORAGE_KEYS.authTokens,
      value: JSON.stringify(forgedTokens('forger')),
    });
    // Hold the server's refusal back for a moment, so a signed-in flash would be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(REFRESH_URL, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const seen: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      seen.push(await greeting(page, 'forger').isVisible());
      seen.push(await page.getByRole('button', { name: UI_LABELS.logOut }).isVisible());
      await page.waitForTimeout(100);
    }
    release();
    await expect.poll(() => signInLink(page).isVisible()).toBe(true);
    expect(seen).not.toContain(true);
    expect(await storedTokens(page)).toBeNull();
  });

  it.each(['not json at all', '{"access":1,"refresh":2}'])(
    'removes garbage (%s) from storage',
    async (garbage) => {
      const page = await newPage(browser(), { path: '/' });
      await signInLink(page).waitFor();
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: STORAGE_KEYS.authTokens,
        value: garbage,
      });
      await page.reload();
      await signInLink(page).waitFor();
      expect(await storedTokens(page)).toBeNull();
      expect(await page.pageErrors()).toEqual([]);
    },
  );
});
