// Debian's chromium through playwright-core: one browser per journey file, a fresh
// context (own storage, own cookies) per page.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A new chromium; playwright gives every launch a fresh temporary user-data-dir. Over
 * HTTPS it trusts the run's self-signed certificate, and no other one, by its key.
 */
export function launchBrowser(): Promise<Browser> {
  const spki = inject('certificateSpki');
  const trust = spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...trust],
  });
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
