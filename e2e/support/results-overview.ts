// /results before a module is chosen: the overview of every module, narrowed by the page's
// one search, the module picker.
import type { Page } from 'playwright-core';

/** Narrows the overview with `search` typed in the picker and opens the module whose code is `code`. */
export async function openFromOverview(page: Page, search: string, code: string) {
  const picker = page.getByRole('combobox', { name: 'Module', exact: true });
  await picker.fill(search);
  // Closes the picker's suggestions, which would cover the table; the search stays.
  await picker.press('Escape');
  const overview = page.getByRole('region', { name: /^All modules in/ });
  await overview.getByRole('link', { name: code, exact: true }).click();
}
