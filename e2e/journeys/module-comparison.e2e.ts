// The module comparison on the real API: three modules ticked in the overview and compared at
// a phone's and a desktop's width (columns side by side, or one after the other; nothing
// covering any text), the comparison's address opened in a fresh page, a bad address's
// message, choosing with the keyboard only, and axe-core in both themes.
import {
  formatAcademicYear,
  moduleComparisonPath,
  resultsDefaultYear,
  type ListedAcademicYear,
} from '@module-feedback/shared/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, coveredTexts, newPage, scrollsSideways } from '../support';
import { checkScreen, DESKTOP, PHONE, saveScreenshot } from '../support/accessibility';
import { focused, tabTo } from '../support/keyboard';

const browser = browserPerFile();
const PATIENTLY = { timeout: 30_000 };

/** Seeded modules with feedback in every year (api/src/seed). */
const COMPARED = [
  { code: 'CS3003', label: 'CS3003 – Computer Graphics' },
  { code: 'CS3001', label: /^CS3001 – / },
  { code: 'CS3002', label: /^CS3002 – / },
];

async function latestYear(): Promise<number> {
  const response = await fetch(new URL('/api/academicyears/', baseUrl()));
  return resultsDefaultYear((await response.json()) as ListedAcademicYear[])!.year;
}

const addressOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const column = (page: Page, label: string | RegExp) => page.getByRole('region', { name: label });

/** Every compared module's column, once its feedback has loaded. */
async function columnsShown(page: Page) {
  for (const { label } of COMPARED) {
    await column(page, label)
      .getByRole('group', { name: /^Material/ })
      .waitFor(PATIENTLY);
  }
}

/** Scrolls through the whole page (drawing every chart on the way), checking nothing covers text. */
async function nothingCovered(page: Page): Promise<string[]> {
  const covered: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height - 100;
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(150);
    covered.push(...(await coveredTexts(page)));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return covered;
}

describe('module comparison', () => {
  for (const width of [PHONE, DESKTOP]) {
    it(`compares three modules ticked in the overview at ${width} px`, async () => {
      const year = await latestYear();
      const page = await newPage(browser(), {
        path: '/results',
        viewport: { width, height: 900 },
      });
      await page
        .getByRole('table', { name: `All modules in ${formatAcademicYear(year)}` })
        .waitFor(PATIENTLY);
      for (const { code } of COMPARED) {
        await page.getByRole('checkbox', { name: `Select ${code} to compare` }).check();
      }
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect
        .poll(() => addressOf(page), PATIENTLY)
        .toBe(
          moduleComparisonPath(
            year,
            COMPARED.map(({ code }) => code),
          ),
        );
      await columnsShown(page);

      const boxes = await Promise.all(
        COMPARED.map(({ label }) => column(page, label).boundingBox()),
      );
      const [first, second, third] = boxes.map((box) => box!);
      if (width === DESKTOP) {
        // Side by side, each aspect starting at the same height in every column.
        expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
        expect(third!.x).toBeGreaterThan(second!.x + second!.width - 1);
        const assessmentTops = await Promise.all(
          COMPARED.map(async ({ label }) =>
            Math.round(
              (await column(page, label)
                .getByRole('group', { name: /^Assessment/ })
                .boundingBox())!.y,
            ),
          ),
        );
        expect(new Set(assessmentTops).size).toBe(1);
      } else {
        // One after the other, each the page's width.
        expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
        expect(third!.y).toBeGreaterThan(second!.y + second!.height - 1);
        expect(first!.width).toBeLessThanOrEqual(width);
      }
      expect(await nothingCovered(page)).toEqual([]);
      expect(await scrollsSideways(page, 'main')).toBe(false);
      await saveScreenshot(page, `module-comparison-${width}`);
      expect(await page.pageErrors()).toEqual([]);
    });
  }

  it('opens a shared comparison in a fresh page, and says what is wrong with a bad address', async () => {
    const year = await latestYear();
    const shared = await newPage(browser(), {
      path: moduleComparisonPath(
        year,
        COMPARED.map(({ code }) => code.toLowerCase()),
      ),
    });
    await columnsShown(shared);
    await shared
      .getByRole('heading', { name: `Module comparison, ${formatAcademicYear(year)}` })
      .waitFor();
    expect(await shared.pageErrors()).toEqual([]);

    const bad = await newPage(browser(), {
      path: '/results/compare?year=1999&modules=CS3003,NOPE1',
    });
    await bad.getByText('No module has the code “NOPE1”.').waitFor(PATIENTLY);
    await bad
      .getByText(`There are no results for the academic year ${formatAcademicYear(1999)}.`)
      .waitFor();
    await bad.getByRole('link', { name: /^Show the latest year/ }).click();
    await expect.poll(() => addressOf(bad), PATIENTLY).toBe(moduleComparisonPath(year, ['CS3003']));
    // One module left: the picker is open to add another.
    await bad.getByText('Choose two or three modules to compare.').waitFor();
    await bad.getByRole('combobox', { name: 'Add a module to compare' }).waitFor();
    expect(await bad.pageErrors()).toEqual([]);
  });

  it('ticks modules and compares them with the keyboard only', async () => {
    const year = await latestYear();
    const page = await newPage(browser(), { path: '/results' });
    await page
      .getByRole('table', { name: `All modules in ${formatAcademicYear(year)}` })
      .waitFor(PATIENTLY);
    await page.getByRole('combobox', { name: 'Module', exact: true }).focus();
    const ticked: string[] = [];
    for (const { code } of COMPARED.slice(0, 2)) {
      await tabTo(page, `Select ${code} to compare`, 80);
      await page.keyboard.press('Space');
      ticked.push(code);
    }
    for (const code of ticked) {
      expect(
        await page.getByRole('checkbox', { name: `Select ${code} to compare` }).isChecked(),
      ).toBe(true);
    }
    // Back up to Compare, above the table.
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      if ((await focused(page))?.name === 'Compare') break;
    }
    expect((await focused(page))?.name).toBe('Compare');
    await page.keyboard.press('Enter');
    await expect.poll(() => addressOf(page), PATIENTLY).toBe(moduleComparisonPath(year, ticked));
    expect(await page.pageErrors()).toEqual([]);
  });

  it('has no serious accessibility violation in either theme', async () => {
    const year = await latestYear();
    const page = await newPage(browser(), {
      path: moduleComparisonPath(
        year,
        COMPARED.map(({ code }) => code),
      ),
    });
    await columnsShown(page);
    await page.getByRole('button', { name: 'Change the modules…' }).click();
    const found = await checkScreen(page, 'module-comparison', {
      prepare: async () => {
        await nothingCovered(page);
      },
    });
    expect(found).toEqual([]);
  });
});
