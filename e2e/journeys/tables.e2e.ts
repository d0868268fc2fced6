// The app's tables as people use them: at 375 and 1280 px in both themes nothing covers any
// text and no table scrolls sideways (phones get a labelled card per row); the dashboard's
// tab, filters and sort, the admin overview's year and sort and the results overview's sort
// survive a reload and follow Back; row buttons stack at one width; an unknown
// year in the address is said; the keyboard focus lands on the next row after a delete.
import { type Module, MODULE_ROUTES } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  callApi,
  coveredTexts,
  newPage,
  obtainTokens,
  scrollsSideways,
  signedInPage,
  staffCredentials,
} from '../support';

const browser = browserPerFile();
const PATIENTLY = { timeout: 15_000 };
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/tables');
mkdirSync(SHOTS, { recursive: true });

const WIDTHS = [375, 1280] as const;
const THEMES = ['light', 'dark'] as const;

/** The first rows of the table labelled `name` are on screen. */
async function tableShown(page: Page, name: string | RegExp) {
  await page.getByRole('table', { name }).locator('tbody tr').first().waitFor();
}

/** Nothing covers text, no table scrolls sideways; at 375 px a row is a labelled card. */
async function checkTable(page: Page, shot: string, width: number) {
  await page.screenshot({ path: path.join(SHOTS, `${shot}.png`) });
  expect(await coveredTexts(page)).toEqual([]);
  expect(await scrollsSideways(page, '.ui-table .p-datatable-wrapper')).toBe(false);
  const firstLabel = page.locator('.ui-table tbody tr').first().locator('.p-column-title').first();
  expect(await firstLabel.isVisible()).toBe(width < 700);
}

/** A row's stacked Edit and Delete buttons (wide screens) are equally wide, one above the other. */
async function rowButtonsAlike(page: Page, table: string) {
  const row = page.getByRole('table', { name: table }).locator('tbody tr').first();
  const edit = await row.getByRole('button', { name: /^Edit / }).boundingBox();
  const remove = await row.getByRole('button', { name: /^Delete / }).boundingBox();
  expect(Math.abs(edit!.width - remove!.width)).toBeLessThan(1);
  expect(Math.abs(edit!.x - remove!.x)).toBeLessThan(1);
}

describe('tables at every width, in both themes', () => {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      it(`fit at ${width} px in the ${theme} theme`, async () => {
        const viewport = { width, height: 900 };
        const staff = await signedInPage(browser(), staffCredentials(), {
          viewport,
          colorScheme: theme,
        });
        await staff.goto('/admin?tab=feedbacks');
        await tableShown(staff, 'Feedbacks');
        await checkTable(staff, `feedbacks-${width}-${theme}`, width);
        if (width >= 700) await rowButtonsAlike(staff, 'Feedbacks');
        await staff.goto('/admin?tab=overview');
        await tableShown(staff, 'Modules of the year');
        await checkTable(staff, `overview-${width}-${theme}`, width);
        await staff.goto('/admin?tab=deployments');
        await tableShown(staff, 'Versions of mfe-results as browsers reported them');
        await checkTable(staff, `deployments-${width}-${theme}`, width);

        const visitor = await newPage(browser(), {
          path: '/results',
          viewport,
          colorScheme: theme,
        });
        await tableShown(visitor, /^All modules in/);
        await checkTable(visitor, `results-${width}-${theme}`, width);
        expect([...(await staff.pageErrors()), ...(await visitor.pageErrors())]).toEqual([]);
      });
    }
  }
});

describe('state in the address', () => {
  it('keeps the dashboard tab and a filter across a reload, and Back undoes each', async () => {
    const page = await signedInPage(browser(), staffCredentials());
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Feedbacks' }).click();
    await expect.poll(() => new URL(page.url()).search, PATIENTLY).toBe('?tab=feedbacks');
    const moduleFilter = page.getByRole('combobox', { name: 'Module', exact: true });
    await moduleFilter.locator('option').nth(1).waitFor({ state: 'attached' });
    const chosen = await moduleFilter.locator('option').nth(1).getAttribute('value');
    await moduleFilter.selectOption(chosen!);
    await expect.poll(() => new URL(page.url()).searchParams.get('module'), PATIENTLY).toBe(chosen);

    await page.reload();
    await page.getByRole('table', { name: 'Feedbacks' }).locator('tbody tr').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Feedbacks' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('combobox', { name: 'Module', exact: true }).inputValue()).toBe(
      chosen,
    );
    const codes = await page
      .getByRole('table', { name: 'Feedbacks' })
      .locator('tbody tr')
      .allInnerTexts();
    expect(codes.every((text) => text.includes(chosen!))).toBe(true);

    await page.goBack();
    await expect
      .poll(
        () => page.getByRole('combobox', { name: 'Module', exact: true }).inputValue(),
        PATIENTLY,
      )
      .toBe('');
    await page.goBack();
    await expect
      .poll(
        () => page.getByRole('tab', { name: 'Academic Years' }).getAttribute('aria-selected'),
        PATIENTLY,
      )
      .toBe('true');
  });

  it("keeps the admin overview's year and sort across a reload, and Back undoes the sort", async () => {
    const page = await signedInPage(browser(), staffCredentials());
    await page.goto('/admin?tab=overview');
    const table = page.getByRole('table', { name: 'Modules of the year' });
    await table.locator('tbody tr').first().waitFor();
    const responses = table.getByRole('columnheader', { name: /Responses/ });
    await responses.click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('sort'), PATIENTLY)
      .toBe('responses');
    await responses.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order'), PATIENTLY).toBe('desc');
    const firstBefore = await table.locator('tbody tr').first().innerText();

    await page.reload();
    await table.locator('tbody tr').first().waitFor();
    expect(await responses.getAttribute('aria-sort')).toBe('descending');
    expect(await table.locator('tbody tr').first().innerText()).toBe(firstBefore);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('overview');

    await page.goBack();
    await expect.poll(() => responses.getAttribute('aria-sort'), PATIENTLY).toBe('ascending');
  });

  it('keeps the overview sort across a reload, and says when the address names no such year', async () => {
    const page = await newPage(browser(), { path: '/results' });
    const table = page.getByRole('table', { name: /^All modules in/ });
    await table.locator('tbody tr').first().waitFor();
    const code = table.getByRole('columnheader', { name: /Code/ });
    await code.click();
    await code.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order'), PATIENTLY).toBe('desc');
    const firstBefore = await table.locator('tbody tr').first().innerText();
    await page.reload();
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').first().innerText()).toBe(firstBefore);
    expect(await code.getAttribute('aria-sort')).toBe('descending');

    await page.goto('/results?year=1999');
    await page.getByText('There are no results for the academic year 1999/00.').waitFor();
    await page.getByRole('link', { name: /^Show the latest year, / }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('year'), PATIENTLY)
      .not.toBe('1999');
    expect(
      await page.getByText('There are no results for the academic year 1999/00.').count(),
    ).toBe(0);
  });
});

describe('focus after a destructive action', () => {
  it("moves to the row that takes the deleted one's place", async () => {
    const tokens = await obtainTokens(staffCredentials());
    const prefix = `TBL${randomUUID().slice(0, 5).toUpperCase()}`;
    const made: Module[] = [];
    for (const suffix of ['A', 'B']) {
      made.push(
        await callApi<Module>(tokens, 'POST', MODULE_ROUTES.create, {
          code: `${prefix}${suffix}`,
          title: `Focus ${suffix}`,
          lecturersNames: null,
        }),
      );
    }
    const page = await signedInPage(browser(), staffCredentials());
    await page.goto('/admin?tab=modules');
    await page.getByRole('searchbox').fill(prefix);
    const deleteFirst = page.getByRole('button', { name: `Delete module ${made[0]!.code}` });
    await deleteFirst.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(
        () => page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        PATIENTLY,
      )
      .toBe(`Edit module ${made[1]!.code}`);
    expect(await page.getByRole('status').filter({ hasText: 'Module deleted.' }).count()).toBe(1);
  });
});
