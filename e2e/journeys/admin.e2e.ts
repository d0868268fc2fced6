// The staff dashboard on the real API: years, modules, users and feedback created, edited
// and deleted through the tabs, with the confirm and cancel paths; server refusals shown;
// the two-step delete of a module that has feedback; a student sees disabled controls.
import {
  MESSAGES,
  confirmDeleteMessage,
  type Module,
  MODULE_ROUTES,
  fillRoute,
} from '@module-feedback/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  callApi,
  moduleWithReview,
  obtainTokens,
  signedInPage,
  signUpStudent,
  staffCredentials,
} from '../support';

const browser = browserPerFile();

/** A module with one feedback entry from a new student; journeys delete both through the UI. */
async function moduleWithFeedback(review: string): Promise<Module> {
  return (await moduleWithReview('E2E', review, 4)).module;
}

async function staffOnAdmin(): Promise<Page> {
  const page = await signedInPage(browser(), staffCredentials());
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Academic Years' }).waitFor();
  return page;
}

/** Waits (Playwright's 30 s) until the target is on screen. */
const shown = (target: Locator) => target.first().waitFor();
/** expect.poll waits 1 s by default; remotes load slower than that on a busy machine. */
const PATIENTLY = { timeout: 15_000 };
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
const form = (page: Page) => page.getByRole('form');

/** Clicks a button of the open confirmation dialog. */
const press = (page: Page, button: string) =>
  dialog(page).getByRole('button', { name: button, exact: true }).click();

/** Answers the confirmation dialog and waits for it to close. */
async function answer(page: Page, button: string) {
  await press(page, button);
  await expect.poll(() => dialog(page).count(), PATIENTLY).toBe(0);
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
}

// Years in the past, so a journey never changes which year is the latest for the others.
const pastYear = () => 1901 + Math.floor(Math.random() * 50);
const label = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

describe('admin dashboard, as staff', () => {
  it('creates, edits and deletes an academic year, with cancel and confirm paths', async () => {
    const page = await staffOnAdmin();
    const year = pastYear();
    const edited = year + 50;

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await form(page).getByLabel('Year').fill(String(year));
    await form(page).getByRole('button', { name: 'Cancel' }).click();
    await shown(dialog(page).getByText(MESSAGES.confirmCancel));
    await answer(page, 'Keep editing');
    expect(await form(page).getByLabel('Year').inputValue()).toBe(String(year));
    await form(page).getByRole('button', { name: 'Create' }).click();
    await shown(row(page, label(year)));
    expect(await form(page).count()).toBe(0);

    // A duplicate is refused with the server's reason; the table stays as it was.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await form(page).getByLabel('Year').fill(String(year));
    await form(page).getByRole('button', { name: 'Create' }).click();
    await shown(form(page).getByRole('alert'));
    expect(await row(page, label(year)).count()).toBe(1);
    await form(page).getByRole('button', { name: 'Cancel' }).click();
    await answer(page, 'Discard changes');
    expect(await form(page).count()).toBe(0);

    await page.getByRole('button', { name: `Edit academic year ${label(year)}` }).click();
    await form(page).getByLabel('Year').fill(String(edited));
    await form(page).getByRole('button', { name: 'Update' }).click();
    await shown(row(page, label(edited)));
    expect(await row(page, label(year)).count()).toBe(0);

    await page.getByRole('button', { name: `Delete academic year ${label(edited)}` }).click();
    await shown(dialog(page).getByText(confirmDeleteMessage('year')));
    await answer(page, 'Keep');
    expect(await row(page, label(edited)).count()).toBe(1);
    await page.getByRole('button', { name: `Delete academic year ${label(edited)}` }).click();
    await answer(page, 'Delete');
    await expect.poll(() => row(page, label(edited)).count(), PATIENTLY).toBe(0);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('creates, edits and deletes a module, and shows why a duplicate code is refused', async () => {
    const page = await staffOnAdmin();
    const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
    await page.getByRole('tab', { name: 'Modules' }).click();

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await form(page).getByLabel('Code').fill('CS3001');
    await form(page).getByLabel('Title').fill('A second Advanced Algorithms');
    await form(page).getByRole('button', { name: 'Create' }).click();
    await shown(form(page).getByRole('alert'));
    expect(await form(page).getByLabel('Title').inputValue()).toBe('A second Advanced Algorithms');

    await form(page).getByLabel('Code').fill(code);
    await form(page).getByLabel('Lecturers').fill('Dr Ada Lovelace, Alan Turing');
    await form(page).getByRole('button', { name: 'Create' }).click();
    await search(page, code);
    await shown(row(page, 'Dr Ada Lovelace, Alan Turing'));

    await page.getByRole('button', { name: `Edit module ${code}` }).click();
    expect(await form(page).getByLabel('Code').inputValue()).toBe(code);
    await form(page).getByLabel('Title').fill('Renamed by the journey');
    await form(page).getByLabel('Lecturers').fill('');
    await form(page).getByRole('button', { name: 'Update' }).click();
    await shown(row(page, 'Renamed by the journey'));

    await page.getByRole('button', { name: `Delete module ${code}` }).click();
    await shown(dialog(page).getByText(confirmDeleteMessage('module')));
    await answer(page, 'Delete');
    await expect.poll(() => row(page, code).count(), PATIENTLY).toBe(0);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('deletes a module that has feedback only after a second, explicit confirmation', async () => {
    const module = await moduleWithFeedback('Journey feedback to be deleted with its module');
    const page = await staffOnAdmin();
    await page.getByRole('tab', { name: 'Modules' }).click();
    await search(page, module.code);
    const deleteButton = page.getByRole('button', { name: `Delete module ${module.code}` });

    await deleteButton.click();
    await press(page, 'Delete');
    await shown(dialog(page).getByText('This module has 1 feedback entry.'));
    await answer(page, 'Keep');
    expect(await row(page, module.code).count()).toBe(1);

    await deleteButton.click();
    await press(page, 'Delete');
    await answer(page, 'Delete with its feedback');
    await expect.poll(() => row(page, module.code).count(), PATIENTLY).toBe(0);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('deletes a feedback after confirming, and offers no create or edit', async () => {
    const review = `Feedback the journey deletes ${randomUUID().slice(0, 8)}`;
    const module = await moduleWithFeedback(review);
    const page = await staffOnAdmin();
    await page.getByRole('tab', { name: 'Feedbacks' }).click();
    await search(page, review);
    await shown(row(page, review));
    expect(await page.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(true);
    expect(await row(page, review).getByRole('button', { name: /^Edit/ }).isDisabled()).toBe(true);

    await row(page, review)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await shown(dialog(page).getByText(confirmDeleteMessage('feedback')));
    await answer(page, 'Keep');
    expect(await row(page, review).count()).toBe(1);
    await row(page, review)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await answer(page, 'Delete');
    await expect.poll(() => row(page, review).count(), PATIENTLY).toBe(0);

    // Tidy up: the module has no feedback left, so a plain delete works.
    const staff = await obtainTokens(staffCredentials());
    await callApi(staff, 'DELETE', fillRoute(MODULE_ROUTES.delete, { id: module.id }));
  });

  it('creates and deletes a user; users cannot be edited', async () => {
    const page = await staffOnAdmin();
    const username = `journey-${randomUUID().slice(0, 8)}`;
    await page.getByRole('tab', { name: 'Users' }).click();

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await form(page).getByLabel('Username').fill(username);
    await form(page).getByLabel('Email').fill(`${username}@example.org`);
    await form(page).getByLabel('Password').fill(`pw-${randomUUID()}`);
    await form(page).getByRole('button', { name: 'Create' }).click();
    await search(page, username);
    await shown(row(page, username));
    expect(await row(page, username).getByRole('cell', { name: 'Student' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Edit user ${username}` }).isDisabled()).toBe(
      true,
    );

    await page.getByRole('button', { name: `Delete user ${username}` }).click();
    await shown(dialog(page).getByText(confirmDeleteMessage('user')));
    await answer(page, 'Delete');
    await expect.poll(() => row(page, username).count(), PATIENTLY).toBe(0);
    expect(await page.pageErrors()).toEqual([]);
  });

  it("keeps the list of modules a leader may lead within a phone's screen", async () => {
    const student = await signUpStudent('journey-leader');
    const page = await signedInPage(browser(), staffCredentials(), {
      viewport: { width: 375, height: 800 },
    });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    await search(page, student.username);
    await page.getByRole('button', { name: `Module leader of…: user ${student.username}` }).click();
    const modules = dialog(page).getByRole('combobox', { name: 'Modules led' });
    await modules.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await list.waitFor();
    const box = (await page.locator('.p-multiselect-panel').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await page.pageErrors()).toEqual([]);
  });
});

describe('admin dashboard, as a student', () => {
  it('shows the page with create and edit disabled, and says why', async () => {
    const page = await signedInPage(browser(), await signUpStudent('admin-visit'), {
      viewport: { width: 375, height: 800 },
    });
    await page.goto('/admin');
    await shown(page.getByText('You are signed in as a student.', { exact: false }));
    await shown(page.getByRole('button', { name: /^Edit academic year/ }));
    expect(await page.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /^Edit academic year/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /^Delete academic year/ })
        .first()
        .isEnabled(),
    ).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // A delete the server refuses says in plain words that only staff can delete, and the
    // confirmation named the row first.
    const deleteButton = page.getByRole('button', { name: /^Delete academic year/ }).first();
    const name = (await deleteButton.getAttribute('aria-label'))?.replace('Delete ', '') ?? '';
    await deleteButton.click();
    await shown(page.getByRole('dialog', { name: `Delete ${name}` }));
    await answer(page, 'Delete');
    await shown(page.getByText(/^Only staff can delete\./));
    expect(await page.pageErrors()).toEqual([]);
  });
});
