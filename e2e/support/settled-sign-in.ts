// A signed-in page at any viewport. Signing in waits for the navbar's greeting, which the
// collapsed phone navbar hides, so it happens at desktop width and the requested viewport
// is applied afterwards.
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
  await signInWithTokens(page, credentials);
  if (viewport) await page.setViewportSize(viewport);
  return page;
}
