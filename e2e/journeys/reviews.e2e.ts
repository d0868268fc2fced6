// Reviews students can weigh, on the real app: each shows its rating and date; the list is
// sorted and narrowed to a rating band through the address (kept by reload, undone by Back,
// redone by Forward); a student marks a review helpful, everyone sees the count, and the mark
// is taken back.
import type { Module } from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  moduleWithReviews,
  newPage,
  pickModule,
  signedInPage,
  signUpStudent,
} from '../support';

const browser = browserPerFile();

async function openResults(page: Page, module: Module) {
  await page.goto('/results');
  await pickModule(page, module.code, `${module.code} – ${module.title}`);
  await page.getByRole('region', { name: 'Material' }).waitFor();
}

/** The material reviews' texts as listed, once the list shows `count` of them. */
async function listed(page: Page, count: number): Promise<string[]> {
  const items = page.getByRole('region', { name: 'Material' }).locator('ol.mr-reviews > li');
  await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(count);
  return items.locator('.mr-review__text').allTextContents();
}

describe('reviews', () => {
  const tag = randomUUID().slice(0, 6);
  const poor = `Too few worked examples ${tag}.`;
  const good = `Clear lab sheets ${tag}.`;
  const mixed = `An uneven pace ${tag}.`;

  it('sorts and narrows the reviews through the address, with reload, Back and Forward', async () => {
    const { module } = await moduleWithReviews('REV', [
      { text: poor, rating: 1.5 },
      { text: good, rating: 4.5 },
      { text: mixed, rating: 3 },
    ]);
    const page = await newPage(browser());
    await openResults(page, module);
    const material = page.getByRole('region', { name: 'Material' });
    expect(await listed(page, 3)).toEqual([poor, good, mixed]);
    await material.getByText('Rated 4.5 / 5').waitFor();

    await material.getByRole('combobox', { name: 'Sort by' }).selectOption('Highest rated');
    expect(await listed(page, 3)).toEqual([good, mixed, poor]);
    await material.getByRole('combobox', { name: 'Ratings' }).selectOption('Good (4–5)');
    expect(await listed(page, 1)).toEqual([good]);
    expect(new URL(page.url()).searchParams.get('material-sort')).toBe('highest');
    expect(new URL(page.url()).searchParams.get('material-rating')).toBe('good');

    await page.reload();
    expect(await listed(page, 1)).toEqual([good]);
    const reloaded = page.getByRole('region', { name: 'Material' });
    expect(await reloaded.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('highest');
    expect(await reloaded.getByRole('combobox', { name: 'Ratings' }).inputValue()).toBe('good');

    await page.goBack();
    expect(await listed(page, 3)).toEqual([good, mixed, poor]);
    await page.goBack();
    expect(await listed(page, 3)).toEqual([poor, good, mixed]);
    await page.goForward();
    expect(await listed(page, 3)).toEqual([good, mixed, poor]);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('a student marks a review helpful, a visitor sees the count, and the mark is taken back', async () => {
    const text = `Helpful notes ${tag}.`;
    const { module } = await moduleWithReviews('HLP', [{ text, rating: 4 }]);
    const student = await signedInPage(browser(), await signUpStudent('voter'));
    await openResults(student, module);
    const material = student.getByRole('region', { name: 'Material' });
    const unmarked = material.getByRole('button', { name: 'Helpful (0): review 1' });
    expect(await unmarked.getAttribute('aria-pressed')).toBe('false');
    await unmarked.click();
    const marked = material.getByRole('button', { name: 'Helpful (1): review 1' });
    await marked.waitFor();
    expect(await marked.getAttribute('aria-pressed')).toBe('true');

    // After a reload the mark and the count come from the server.
    await openResults(student, module);
    expect(await marked.getAttribute('aria-pressed')).toBe('true');

    const visitor = await newPage(browser());
    await openResults(visitor, module);
    const visible = visitor.getByRole('region', { name: 'Material' });
    await visible.getByText('1 student found this helpful').waitFor();
    expect(await visible.getByRole('button', { name: /Helpful/ }).count()).toBe(0);

    await marked.click();
    await unmarked.waitFor();
    expect(await unmarked.getAttribute('aria-pressed')).toBe('false');
    await openResults(visitor, module);
    await visible.locator('ol.mr-reviews > li').filter({ hasText: text }).waitFor();
    expect(await visible.getByText(/found this helpful/).count()).toBe(0);
    expect(await student.pageErrors()).toEqual([]);
    expect(await visitor.pageErrors()).toEqual([]);
  });
});
