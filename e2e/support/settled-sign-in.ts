// signInWithTokens reloads the page, and that load starts a token refresh. The server
// rotates refresh tokens, so leaving the page (page.goto) before it has stored the new pair
// makes the next load refresh with a spent token, and the user is signed out. This waits
// for the stored pair; it also signs in at desktop width (the collapsed phone navbar hides
// the link signInWithTokens waits for) and only then applies the requested viewport.
import { API_ROUTES, STORAGE_KEYS, type AuthTokens } from '@module-feedback/shared/contracts';
import type { Browser, Page } from 'playwright-core';
import { signInWithTokens, type Credentials } from './accounts';
import { newPage, type NewPageOptions } from './browser';

export async function signedInPage(
  browser: Browser,
  credentials: Credentials,
  options: NewPageOptions = {},
): Promise<Page> {
  const { viewport, ...rest } = options;
  const page = await newPage(browser, rest);
  const refreshed = page.waitForResponse(
    (response) =>
      response.url().endsWith(API_ROUTES.tokenRefresh) && response.request().method() === 'POST',
  );
  await signInWithTokens(page, credentials);
  const { refresh } = (await (await refreshed).json()) as AuthTokens;
  await page.waitForFunction(
    ({ key, token }) => localStorage.getItem(key)?.includes(token) ?? false,
    { key: STORAGE_KEYS.authTokens, token: refresh },
  );
  if (viewport) await page.setViewportSize(viewport);
  return page;
}
