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
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });

/** The section links the navbar shows, in order. */
async function sectionLinks(page: Page): Promise<string[]> {
  await nav(page).getByRole('link', { name: 'Results' }).waitFor();
  return nav(page).getByRole('listitem').allInnerTexts();
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

  it("keeps a signed-in student's links, search and account controls on one row at 1280 px", async () => {
    const student = await signUpStudent('s');
    const page = await newPage(browser(), { path: '/', viewport: { width: 1280, height: 800 } });
    await signInWithTokens(page, student);
    const logOut = nav(page).getByRole('button', { name: UI_LABELS.logOut });
    await logOut.waitFor();
    const [brandBox, searchBox, logOutBox] = await Promise.all([
      nav(page).getByRole('link', { name: 'Module Feedback' }).boundingBox(),
      nav(page).getByRole('search').boundingBox(),
      logOut.boundingBox(),
    ]);
    const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
    expect(Math.abs(middle(brandBox) - middle(searchBox))).toBeLessThan(8);
    expect(Math.abs(middle(brandBox) - middle(logOutBox))).toBeLessThan(8);
    expect((await page.locator('header').boundingBox())!.height).toBeLessThan(70);
  });

  it('cuts a long username short instead of wrapping its greeting', async () => {
    const student = await signUpStudent('a-student-whose-username-runs-on-and-on');
    const page = await newPage(browser(), { path: '/', viewport: { width: 1366, height: 800 } });
    await signInWithTokens(page, student);
    const greeting = nav(page).getByText(`Hello, ${student.username}`);
    await greeting.waitFor();
    // Cut visually only: the whole name is still the element's text, and its tooltip.
    expect(await greeting.getAttribute('title')).toBe(student.username);
    const { width, scrollWidth } = await greeting.evaluate((element) => ({
      width: element.clientWidth,
      scrollWidth: element.scrollWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(width);
    expect((await greeting.boundingBox())!.height).toBeLessThan(30);
  });

  it('folds into a menu behind a button below 992 px', async () => {
    const page = await newPage(browser(), { path: '/', viewport: { width: 991, height: 800 } });
    const resultsLink = nav(page).getByRole('link', { name: 'Results' });
    await menuButton(page).waitFor();
    expect(await resultsLink.isVisible()).toBe(false);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await menuButton(page).click();
    await resultsLink.waitFor({ state: 'visible' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');

    await page.setViewportSize({ width: 992, height: 800 });
    await expect.poll(() => menuButton(page).isVisible()).toBe(false);
    expect(await resultsLink.isVisible()).toBe(true);
  });

  it.each([320, 375, 600])(
    'keeps brand and menu button on one tidy row at %i px, signed in, the rest in the menu',
    async (width) => {
      const page = await newPage(browser(), { path: '/' });
      await signInWithTokens(page, staffCredentials());
      await page.setViewportSize({ width, height: 800 });
      const brand = nav(page).getByRole('link', { name: 'Module Feedback' });
      await menuButton(page).waitFor();
      const [brandBox, buttonBox] = await Promise.all([
        brand.boundingBox(),
        menuButton(page).boundingBox(),
      ]);
      const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
      expect(Math.abs(middle(brandBox) - middle(buttonBox))).toBeLessThan(8);
      expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(width);
      const header = await page.locator('header').boundingBox();
      expect(header!.height).toBeLessThan(70);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await menuButton(page).click();
      for (const control of [
        nav(page).getByRole('link', { name: UI_LABELS.adminDashboard }),
        nav(page).getByRole('radio', { name: 'Dark' }),
        nav(page).getByRole('button', { name: UI_LABELS.logOut }),
      ]) {
        const box = await control.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      }
    },
  );
});
