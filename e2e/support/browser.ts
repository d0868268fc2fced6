// Debian's chromium through playwright-core: one browser per journey file, a fresh
// context (own storage, own cookies) per page.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser as launchChromium } from '@module-feedback/test-support/browser';

/** A new chromium; over HTTPS it trusts the run's self-signed certificate, and no other one. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium({ trustedSpki: inject('certificateSpki') });
}

/** Launches a browser before the file's tests and closes it after; call at the top of a file. */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('browserPerFile(): the browser is not running (call it at file level)');
    return browser;
  };
}

export const baseUrl = (): string => inject('baseUrl');

export interface NewPageOptions extends BrowserContextOptions {
  /** App path to open; omit to get a blank page (e.g. to set up routes first). */
  path?: string;
}

/** A page in a fresh context, opened at `path` on the app under test. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const { path, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: baseUrl(), ...contextOptions });
  const page = await context.newPage();
  if (path !== undefined) await page.goto(path);
  return page;
}
