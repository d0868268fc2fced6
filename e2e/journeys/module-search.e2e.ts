// Finding a module from the home page and the navbar with the keyboard only, at a desktop and a
// phone width: typing part of a code, a title or a lecturer's name (accents ignored) suggests
// modules, the arrow keys and Enter open one's results. Also: typing before the module list
// has arrived (the list is delayed here) still ends with Enter opening the best match, and the
// open suggestions pass axe in both themes.
import { type Module, MODULE_ROUTES } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserPerFile, callApi, newPage, obtainTokens, staffCredentials } from '../support';
import { checkScreen, DESKTOP, PHONE } from '../support/accessibility';
import { focused, tabTo } from '../support/keyboard';

const browser = browserPerFile();

const PATIENTLY = { timeout: 30_000 };
/** Written with accents; the journeys type it without. */
const LECTURER = 'Dr Zoë Ångström';

let module: Module;

beforeAll(async () => {
  const staff = await obtainTokens(staffCredentials());
  const code = `FIND${randomUUID().slice(0, 6).toUpperCase()}`;
  module = await callApi<Module>(staff, 'POST', MODULE_ROUTES.create, {
    code,
    title: `Search journey ${code}`,
    lecturersNames: `Dr Li Wei, ${LECTURER}`,
  });
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const homeSearch = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Find a module' });
const navbarSearch = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', { name: 'Search modules' });
const menuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });

/** The text of the option Enter would pick, once there is one. */
async function highlightedOption(page: Page): Promise<string> {
  const box = page.locator(':focus');
  await expect.poll(() => box.getAttribute('aria-activedescendant'), PATIENTLY).toMatch(/option/);
  const id = await box.getAttribute('aria-activedescendant');
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** What the focused search's screen-reader announcement says now. */
const announcement = (page: Page) =>
  page.locator(':focus').locator('xpath=..').getByRole('status').textContent();

/** The results page of the journey's module, as the results remote shows it. */
async function expectModuleResults(page: Page) {
  await expect.poll(() => pathOf(page), PATIENTLY).toBe(`/results/${module.code}`);
  const picker = page.getByRole('combobox', { name: 'Module', exact: true });
  await expect.poll(() => picker.inputValue(), PATIENTLY).toBe(`${module.code} – ${module.title}`);
  expect(await page.pageErrors()).toEqual([]);
}

describe('module search', () => {
  it.each([DESKTOP, PHONE])(
    "goes from the home page to a module found by its lecturer's name, keys only, at %i px",
    async (width) => {
      const page = await newPage(browser(), { path: '/', viewport: { width, height: 900 } });
      await mainHeading(page).waitFor(PATIENTLY);
      await tabTo(page, 'Find a module');
      await page.keyboard.type('angstrom');
      expect(await highlightedOption(page)).toBe(`${module.code} – ${module.title} ${LECTURER}`);
      await expect.poll(() => announcement(page)).toBe('1 module matches.');
      await page.keyboard.press('Enter');
      await expectModuleResults(page);
    },
  );

  it('finds a module by its code from the navbar on another page at 1280 px', async () => {
    const page = await newPage(browser(), {
      path: '/auth',
      viewport: { width: DESKTOP, height: 900 },
    });
    await mainHeading(page).waitFor(PATIENTLY);
    await tabTo(page, 'Search modules');
    await page.keyboard.type(module.code.toLowerCase());
    expect(await highlightedOption(page)).toBe(`${module.code} – ${module.title}`);
    await page.keyboard.press('Enter');
    await expectModuleResults(page);
  });

  it('finds a module by its title from the phone menu, which folds away after', async () => {
    const page = await newPage(browser(), {
      path: '/auth',
      viewport: { width: PHONE, height: 800 },
    });
    await mainHeading(page).waitFor(PATIENTLY);
    await tabTo(page, 'Menu');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Search modules');
    expect(await navbarSearch(page).isVisible()).toBe(true);
    // Escape closes the suggestions and leaves the menu open.
    await page.keyboard.type('zzz');
    await page.keyboard.press('Escape');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect((await focused(page))?.name).toBe('Search modules');

    await page.keyboard.type(`search journey ${module.code.slice(4)}`);
    expect(await highlightedOption(page)).toBe(`${module.code} – ${module.title}`);
    await page.keyboard.press('Enter');
    await expectModuleResults(page);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the best match with Enter when the module list arrives after the typing', async () => {
    const page = await newPage(browser(), { viewport: { width: DESKTOP, height: 900 } });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    await page.route(
      (url) => url.pathname === MODULE_ROUTES.list,
      async (route) => {
        asked += 1;
        await released;
        await route.continue();
      },
    );
    await page.goto('/');
    await mainHeading(page).waitFor(PATIENTLY);
    await tabTo(page, 'Find a module');
    await page.keyboard.type('ANGSTRÖM');
    await expect.poll(() => asked).toBeGreaterThan(0);
    await page.getByRole('main').locator('p', { hasText: 'Loading the modules…' }).waitFor();
    expect(await announcement(page)).toBe('Loading the modules…');
    // Nothing to pick yet: Enter stays on the page.
    await page.keyboard.press('Enter');
    expect(pathOf(page)).toBe('/');

    release();
    expect(await highlightedOption(page)).toBe(`${module.code} – ${module.title} ${LECTURER}`);
    await expect.poll(() => announcement(page)).toBe('1 module matches.');
    await page.keyboard.press('Enter');
    await expectModuleResults(page);
  });

  it('shows suggestions that pass axe in both themes, at both widths', async () => {
    const page = await newPage(browser(), { path: '/' });
    await mainHeading(page).waitFor(PATIENTLY);
    const suggestionsIn = (search: Locator) => async () => {
      await search.focus();
      await search.fill('');
      await page.keyboard.type('wei');
      await page
        .getByRole('option', { name: new RegExp(module.code) })
        .and(page.locator(':visible'))
        .waitFor(PATIENTLY);
    };
    const onHome = await checkScreen(page, 'module-search-home', {
      prepare: suggestionsIn(homeSearch(page)),
    });
    const inNavbar = await checkScreen(page, 'module-search-navbar', {
      prepare: async ({ width }) => {
        if (width === PHONE && (await menuButton(page).getAttribute('aria-expanded')) !== 'true') {
          await menuButton(page).click();
        }
        await suggestionsIn(navbarSearch(page))();
      },
    });
    expect([...onHome, ...inNavbar]).toEqual([]);
  });
});
