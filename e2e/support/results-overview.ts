// /results before a module is chosen: the overview of every module, with its search.
import type { Page } from 'playwright-core';

/** Narrows the overview with `search` and opens the module whose code is `code`. */
export async function openFromOverview(page: Page, search: string, code: string) {
  const overview = page.getByRole('region', { name: /^All modules in/ });
  await overview.getByRole('searchbox').fill(search);
  await overview.getByRole('link', { name: code, exact: true }).click();
}
