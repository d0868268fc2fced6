// The results overview and deep links on the real API: /results lists every module of the
// latest year, sorts by a column and searches; a row opens the module at its own address,
// which can be opened directly (a shared link) and left with Back.
import {
  formatAcademicYear,
  resultsDefaultYear,
  type ListedAcademicYear,
} from '@module-feedback/shared/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, newPage } from '../support';

const browser = browserPerFile();
const PATIENTLY = { timeout: 15_000 };

/** The year /results opens on: the latest with published feedback. */
async function latestYear(): Promise<number> {
  const response = await fetch(new URL('/api/academicyears/', baseUrl()));
  return resultsDefaultYear((await response.json()) as ListedAcademicYear[])!.year;
}

const overview = (page: Page, year: number) =>
  page.getByRole('table', { name: `All modules in ${formatAcademicYear(year)}` });
const addressOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** The module codes in the table's rows, top to bottom (as shown: each cell also carries its
 * column's name for the narrow screens' cards, hidden on wide ones). */
const codesShown = (page: Page, year: number) =>
  overview(page, year).locator('tbody tr td:first-child').allInnerTexts();

describe('results overview', () => {
  it('sorts and searches every module of the latest year, and opens one at its own address', async () => {
    const year = await latestYear();
    const page = await newPage(browser(), { path: '/results' });
    await overview(page, year).waitFor();
    const codes = await codesShown(page, year);
    expect(codes.length).toBeGreaterThan(10);
    expect(codes).toEqual([...codes].sort());

    // Sort by responses, most first, with the keyboard.
    const responses = overview(page, year).getByRole('columnheader', { name: /Responses/ });
    await responses.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await responses.getAttribute('aria-sort')).toBe('descending');
    const counts = (
      await overview(page, year).locator('tbody tr td:nth-child(3)').allInnerTexts()
    ).map((text) => (/^\d+$/.test(text) ? Number(text) : 0));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // The page's one search, the module picker, also narrows the table; Escape closes its list.
    const picker = page.getByRole('combobox', { name: 'Module', exact: true });
    await picker.fill('graphics');
    await picker.press('Escape');
    expect(await codesShown(page, year)).toEqual(['CS3003']);
    await overview(page, year).getByRole('cell', { name: 'Computer Graphics' }).click();
    await expect.poll(() => addressOf(page), PATIENTLY).toBe(`/results/CS3003?year=${year}`);
    await page.getByRole('region', { name: 'Material' }).waitFor();

    // Back returns to the overview as it was left: its sort is in the address.
    await page.goBack();
    await overview(page, year).waitFor();
    expect(addressOf(page)).toBe(`/results?year=${year}&sort=responses&order=desc`);
    expect(await responses.getAttribute('aria-sort')).toBe('descending');
    expect(await page.pageErrors()).toEqual([]);
  });

  it('opens a shared link to a module and year directly', async () => {
    const year = (await latestYear()) - 1;
    const page = await newPage(browser(), { path: `/results/cs3003?year=${year}` });
    await page.getByRole('region', { name: 'Material' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Module', exact: true }).inputValue()).toMatch(
      /^CS3003/,
    );
    expect(await page.getByRole('combobox', { name: 'Academic year' }).inputValue()).not.toBe('');
    await page.getByText(`Results for ${formatAcademicYear(year)}`).waitFor();
    expect(await page.pageErrors()).toEqual([]);
  });
});
