import { UI_LABELS } from '@module-feedback/shared/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  newPage,
  signInWithTokens,
  signUpStudent,
  staffCredentials,
} from '../support';

const browser = browserPerFile();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The section links the navbar shows, in order. */
async function sectionLinks(page: Page): Promise<string[]> {
  await nav(page).getByRole('menuitem', { name: 'Results' }).waitFor();
  return nav(page).getByRole('menuitem').allInnerTexts();
}

describe('navbar', () => {
  it('shows a visitor results and sign-in, and brands the app', async () => {
    const page = await newPage(browser(), { path: '/' });
    await expect.poll(() => sectionLinks(page)).toEqual(['Results', UI_LABELS.signInUp]);
    expect(
      await nav(page).getByRole('link', { name: 'Module Feedback' }).getAttribute('href'),
    ).toBe('/');
    expect(await nav(page).getByRole('button', { name: UI_LABELS.logOut }).count()).toBe(0);
  });

  it('greets a student, offers the feedback form, and logs out to the home page', async () => {
    const student = await signUpStudent();
    const page = await newPage(browser(), { path: '/results' });
    await signInWithTokens(page, student);
    await expect.poll(() => sectionLinks(page)).toEqual(['Results', UI_LABELS.writeFeedback]);
    await nav(page).getByRole('button', { name: UI_LABELS.logOut }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => sectionLinks(page)).toEqual(['Results', UI_LABELS.signInUp]);
    expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
  });

  it('offers staff the admin dashboard and not the feedback form', async () => {
    const page = await newPage(browser(), { path: '/' });
    await signInWithTokens(page, staffCredentials());
    await expect.poll(() => sectionLinks(page)).toEqual(['Results', UI_LABELS.adminDashboard]);
  });

  it('collapses into a menu button below 992 px', async () => {
    const page = await newPage(browser(), { path: '/', viewport: { width: 991, height: 800 } });
    const toggle = page.locator('.p-menubar-button');
    const resultsLink = nav(page).getByRole('menuitem', { name: 'Results' });
    await toggle.waitFor();
    expect(await resultsLink.isVisible()).toBe(false);
    await toggle.click();
    await resultsLink.waitFor({ state: 'visible' });

    await page.setViewportSize({ width: 992, height: 800 });
    await expect.poll(() => toggle.isVisible()).toBe(false);
    expect(await resultsLink.isVisible()).toBe(true);
  });

  it('fits brand, menu button and theme toggle on one row of a 375 px phone', async () => {
    const page = await newPage(browser(), { path: '/', viewport: { width: 375, height: 800 } });
    const parts = [
      nav(page).getByRole('link', { name: 'Module Feedback' }),
      page.locator('.p-menubar-button'),
      page.getByRole('button', { name: 'Dark', exact: true }),
    ];
    await parts[1]!.waitFor();
    const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
    const middles = boxes.map((box) => box!.y + box!.height / 2);
    for (const middle of middles) expect(Math.abs(middle - middles[0]!)).toBeLessThan(8);
  });
});
