import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, newPage } from '../support';

const browser = browserPerFile();

const DARK_GROUND = 'rgb(17, 24, 39)';
const LIGHT_GROUND = 'rgb(249, 250, 251)';

const pageTheme = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.documentElement).backgroundColor,
    stylesheet: document.querySelector<HTMLLinkElement>('#theme-stylesheet')?.href ?? '',
    stored: [localStorage.getItem('themeMode'), localStorage.getItem('theme')],
  }));

describe('theme', () => {
  it('keeps a manual choice across a reload, with the matching PrimeReact theme', async () => {
    const page = await newPage(browser(), { path: '/', colorScheme: 'light' });
    await page.getByText('Dark', { exact: true }).click();
    await expect.poll(async () => (await pageTheme(page)).background).toBe(DARK_GROUND);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Module Feedback' }).waitFor();
    const after = await pageTheme(page);
    expect(after).toMatchObject({
      theme: 'dark',
      background: DARK_GROUND,
      stored: ['dark', 'dark'],
    });
    expect(after.stylesheet).toMatch(/\/assets\/theme-[\w-]+\.css$/);

    await page.getByText('Light', { exact: true }).click();
    await expect.poll(async () => (await pageTheme(page)).background).toBe(LIGHT_GROUND);
    expect((await pageTheme(page)).stylesheet).not.toBe(after.stylesheet);
  });

  it('follows the system setting live in auto mode', async () => {
    const page = await newPage(browser(), { path: '/', colorScheme: 'light' });
    await page.getByRole('heading', { name: 'Welcome to Module Feedback' }).waitFor();
    expect(await pageTheme(page)).toMatchObject({ theme: 'light', background: LIGHT_GROUND });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await pageTheme(page)).background).toBe(DARK_GROUND);
    expect((await pageTheme(page)).stored).toEqual(['auto', 'dark']);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await pageTheme(page)).theme).toBe('light');
  });

  it('paints the stored theme before the app bundle has run (no flash)', async () => {
    const page = await newPage(browser(), { colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('themeMode', 'dark'));
    // Without any of the app's JavaScript modules, only the pre-paint script can theme the page.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.route('**/remoteEntry*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    expect(await pageTheme(page)).toMatchObject({ theme: 'dark', background: DARK_GROUND });
  });
});
