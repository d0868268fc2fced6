// The shared module picker (results and the feedback form), operated as a person would.
import type { Page } from 'playwright-core';

/** The picker's text box, found by its label. */
export const moduleBox = (page: Page, label = 'Module') =>
  page.getByRole('combobox', { name: label, exact: true });

/** The open list of modules. */
export const moduleOptions = (page: Page) =>
  page.getByRole('listbox', { name: 'Modules' }).getByRole('option');

/** Types `search` into the picker and clicks the option named `option`. */
export async function pickModule(page: Page, search: string, option: string | RegExp) {
  const box = moduleBox(page);
  await box.click();
  await box.fill(search);
  await moduleOptions(page).filter({ hasText: option }).first().click();
}
