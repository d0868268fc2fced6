// The app with the keyboard only: every step below is a key press, and every control the
// Tab key passes shows a focus ring of at least 3:1.
import { MESSAGES, UI_LABELS } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, moduleBox, newPage, signedInPage, signUpStudent } from '../support';
import { focused, hasFocus, tabTo, type FocusedElement } from '../support/keyboard';

const browser = browserPerFile();

const PATIENTLY = { timeout: 30_000 };
const pathOf = (page: Page) => new URL(page.url()).pathname;
const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

function expectVisibleRings(passed: FocusedElement[]) {
  for (const element of passed) {
    expect(element.ringWidth, `focus ring of "${element.name}"`).toBeGreaterThanOrEqual(2);
    expect(element.ringContrast, `focus ring contrast of "${element.name}"`).toBeGreaterThanOrEqual(
      3,
    );
  }
}

describe('keyboard only', () => {
  it('offers a skip link first, which moves focus into the page', async () => {
    const page = await newPage(browser(), { path: '/' });
    await mainHeading(page).waitFor(PATIENTLY);
    await page.keyboard.press('Tab');
    expect((await focused(page))?.name).toBe('Skip to main content');
    expect(await page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page))?.name).toBe('Find a module');
  });

  it('signs in from the navbar', async () => {
    const student = await signUpStudent('keys');
    const page = await newPage(browser(), { path: '/' });
    await mainHeading(page).waitFor(PATIENTLY);
    const passed = await tabTo(page, UI_LABELS.signInUp);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/auth');
    // The new page's heading takes focus, so the next Tab starts inside the page.
    await expect.poll(() => hasFocus(mainHeading(page)), PATIENTLY).toBe(true);
    expect(await page.title()).toBe(`${UI_LABELS.signInUp} – Module Feedback`);

    passed.push(...(await tabTo(page, 'Username')));
    await page.keyboard.type(student.username);
    passed.push(...(await tabTo(page, 'Password')));
    await page.keyboard.type(student.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page), PATIENTLY).toBe('/results');
    await page.getByText(`Hello, ${student.username}`).waitFor();
    expectVisibleRings(passed);
  });

  it('picks a module by typing: no letter is lost and Enter picks the highlighted match', async () => {
    // The picker is on a module's results (the overview has its own search).
    const page = await newPage(browser(), { path: '/results/CS3001' });
    await moduleBox(page).waitFor(PATIENTLY);
    const passed = await tabTo(page, 'Module');
    await page.keyboard.type('computer');
    expect(await moduleBox(page).inputValue()).toBe('computer');

    // Move the highlight down one match; Enter picks exactly the highlighted module.
    await page.keyboard.press('ArrowDown');
    const highlightedId = await moduleBox(page).getAttribute('aria-activedescendant');
    const highlighted = await page.locator(`[id="${highlightedId}"]`).textContent();
    expect(highlighted).toMatch(/Computer/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: highlighted ?? '' }).waitFor(PATIENTLY);
    expect(await moduleBox(page).inputValue()).toBe(highlighted);

    // Typing again replaces the choice; Escape puts it back without picking anything.
    await page.keyboard.type('graph');
    await page.keyboard.press('Escape');
    expect(await moduleBox(page).inputValue()).toBe(highlighted);
    expectVisibleRings(passed);
  });

  it('fills in and submits feedback', async () => {
    const page = await signedInPage(browser(), await signUpStudent('keys'));
    await page.goto('/feedback');
    await page.getByRole('button', { name: 'Submit' }).waitFor(PATIENTLY);
    const review = `Clear notes, typed without a mouse ${randomUUID().slice(0, 8)}`;

    const passed = await tabTo(page, 'Module');
    await page.keyboard.type('security');
    await page.keyboard.press('Enter');
    expect(await moduleBox(page).inputValue()).toBe('CS3005 – Computer Security');

    passed.push(...(await tabTo(page, 'Material rating')));
    expect((await focused(page))?.role).toBe('slider');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('textbox', { name: 'Material rating' }).inputValue()).toBe('4.5');
    passed.push(...(await tabTo(page, 'Material review')));
    await page.keyboard.type(review);
    passed.push(...(await tabTo(page, 'Assessment rating')));
    await page.keyboard.press('Home');
    expect(
      await page.getByRole('slider', { name: 'Assessment rating' }).getAttribute('aria-valuetext'),
    ).toBe('0 out of 5');

    passed.push(...(await tabTo(page, 'Submit')));
    await page.keyboard.press('Enter');
    await page.getByText(MESSAGES.feedbackSubmitted).first().waitFor(PATIENTLY);
    // The results of the module just rated.
    await expect.poll(() => pathOf(page), PATIENTLY).toMatch(/^\/results\/[A-Z0-9]+$/);
    expectVisibleRings(passed);
  });

  it('opens and closes the phone menu', async () => {
    const page = await newPage(browser(), { path: '/', viewport: { width: 375, height: 800 } });
    await mainHeading(page).waitFor(PATIENTLY);
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Menu',
    });
    const passed = await tabTo(page, 'Menu');
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    passed.push(...(await tabTo(page, 'Results')));
    passed.push(...(await tabTo(page, 'Auto')));
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('light');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(menu)).toBe(true);
    expectVisibleRings(passed);
  });
});
