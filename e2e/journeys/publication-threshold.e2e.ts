// Publication on an app of its own with the default anonymity threshold (5 published entries;
// the shared app publishes from one): a module with two entries this year is withheld from a
// visitor, on its results and in the overview, and the screen passes axe in both themes and
// widths. Staff make a student the module's leader in Admin → Users ("Module leader of…", mostly
// by keyboard); the leader reads the withheld texts and writes the "You said, we did" reply, which
// a visitor then reads under the module's results while the results stay withheld.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  formatAcademicYear,
  MIN_RESPONSES_TO_PUBLISH_DEFAULT,
  MODULE_REPLY_HEADING,
  MODULE_REPLY_MESSAGES,
  moduleResultsPath,
  REPLY_AUTHOR_LABELS,
  withheldMessage,
  type AcademicYear,
  type Module,
} from '@module-feedback/shared/contracts';
import { STAFF } from '@module-feedback/test-support/accounts';
import { run } from '@module-feedback/test-support/api-command';
import { startMailCatcher, type MailCatcher } from '@module-feedback/test-support/mail-capture';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserPerFile,
  moduleWithReviews,
  newPage,
  signedInPage,
  signUpStudent,
  type Credentials,
} from '../support';
import { checkScreen } from '../support/accessibility';
import type { AppUnderTest } from '../support/app-under-test';
import { launchOwnApp, productionTarget, type OwnApp } from '../support/own-app';

const browser = browserPerFile();
const PATIENTLY = { timeout: 30_000 };
/** The builds may be stale, and the machine is small. */
const STARTUP_MS = 600_000;
const JOURNEY_MS = 180_000;

const TEXTS = [
  'The weekly worksheets made the lectures click for me.',
  'Slides went up late, so revising from them was hard.',
];
const REPLY = 'Slides now go up the evening before each lecture.';

let mailDir: string;
let mail: MailCatcher;
let app: OwnApp;
/** The own app, for the helpers that arrange data. */
let target: AppUnderTest;
let module: Module;
let year: AcademicYear;

beforeAll(async () => {
  mailDir = mkdtempSync(path.join(tmpdir(), 'module-feedback-e2e-mail-'));
  mail = await startMailCatcher(mailDir);
  // MIN_RESPONSES_TO_PUBLISH empty (the journeys' apps set 1): the server's default threshold.
  app = await launchOwnApp({
    logName: 'publication-threshold.log',
    extraEnv: { SMTP_URL: mail.url, MIN_RESPONSES_TO_PUBLISH: '' },
  });
  // The production setup creates the staff account itself.
  if (!productionTarget) {
    const made = await run(
      'create-staff',
      ['--username', STAFF.username, '--password', STAFF.password],
      app.env,
    );
    expect(made.code, made.stderr).toBe(0);
  }
  target = { baseUrl: app.baseUrl, mailDir, staff: STAFF };
  ({ module, year } = await moduleWithReviews(
    'PUB',
    TEXTS.map((text) => ({ text, rating: 4 })),
    target,
  ));
}, STARTUP_MS);

afterAll(async () => {
  await app?.stop();
  await mail?.close();
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
}, 60_000);

const NOTICE = () =>
  withheldMessage({ responses: TEXTS.length, required: MIN_RESPONSES_TO_PUBLISH_DEFAULT });

/** The module's results of the year, opened by whoever `page` is signed in as. */
async function openResults(page: Page) {
  await page.goto(moduleResultsPath(module.code, year.year));
  await page.getByRole('heading', { level: 1 }).first().waitFor(PATIENTLY);
}

/** A visitor: a fresh context on the own app, signed in as nobody. */
const visitorPage = () =>
  newPage(browser(), { baseURL: app.baseUrl, viewport: { width: 1280, height: 900 } });

async function expectNoTexts(page: Page) {
  for (const text of TEXTS) expect(await page.getByText(text).count(), text).toBe(0);
}

describe('the anonymity threshold (default 5)', () => {
  it(
    "withholds a module's results below it from a visitor, on its page and in the overview",
    async () => {
      expect(NOTICE()).toBe('Not enough responses yet (2 of 5)');
      const page = await visitorPage();
      await openResults(page);
      await page.getByRole('note').filter({ hasText: NOTICE() }).waitFor(PATIENTLY);
      await expectNoTexts(page);
      expect(await checkScreen(page, 'publication-withheld')).toEqual([]);

      await page.goto(`/results?year=${year.year}`);
      const overview = page.getByRole('table', {
        name: `All modules in ${formatAcademicYear(year.year)}`,
      });
      await overview.waitFor(PATIENTLY);
      const picker = page.getByRole('combobox', { name: 'Module', exact: true });
      await picker.fill(module.code);
      await picker.press('Escape');
      const row = overview.getByRole('row').filter({ hasText: module.code });
      await expect.poll(() => row.count(), PATIENTLY).toBe(1);
      expect(await row.innerText()).toContain(NOTICE());
      expect(await checkScreen(page, 'publication-withheld-overview')).toEqual([]);
      expect(await page.pageErrors()).toEqual([]);
      await page.context().close();
    },
    JOURNEY_MS,
  );
});

describe('module leaders', () => {
  let leader: Credentials;

  it(
    'staff make a student the leader of the module in Admin → Users, mostly by keyboard',
    async () => {
      leader = await signUpStudent('journey-leader', target);
      const page = await signedInPage(browser(), STAFF, {
        baseURL: app.baseUrl,
        viewport: { width: 1280, height: 900 },
      });
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Users' }).click(PATIENTLY);
      await page.getByRole('searchbox').fill(leader.username);
      const open = page.getByRole('button', {
        name: `Module leader of…: user ${leader.username}`,
      });
      await open.focus(PATIENTLY);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Module leader of… (${leader.username})` });
      const modules = dialog.getByRole('combobox', { name: 'Modules led' });
      await modules.waitFor(PATIENTLY);
      // The multi-select opens with the keyboard, its search has the focus and narrows the list
      // to the module; Escape closes the list and leaves the dialog open.
      await modules.focus();
      await page.keyboard.press('Enter');
      const search = page.getByRole('searchbox', { name: 'Search modules' });
      await expect
        .poll(() => search.evaluate((box) => box === document.activeElement), PATIENTLY)
        .toBe(true);
      await page.keyboard.type(module.code);
      const option = page.getByRole('option', { name: new RegExp(module.code) });
      await expect.poll(() => page.getByRole('option').count(), PATIENTLY).toBe(1);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => option.getAttribute('aria-selected'), PATIENTLY).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('listbox').count(), PATIENTLY).toBe(0);
      expect(await dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page
        .getByText(`${leader.username} is now the module leader of 1 module.`)
        .first()
        .waitFor(PATIENTLY);
      expect(await page.pageErrors()).toEqual([]);
      await page.context().close();
    },
    JOURNEY_MS,
  );

  it(
    'the leader reads the withheld texts and writes the reply a visitor then reads',
    async () => {
      const page = await signedInPage(browser(), leader, {
        baseURL: app.baseUrl,
        viewport: { width: 1280, height: 900 },
      });
      await openResults(page);
      for (const text of TEXTS) await page.getByText(text).first().waitFor(PATIENTLY);
      expect(await page.getByText(NOTICE()).count()).toBe(0);

      const reply = page.getByRole('region', { name: MODULE_REPLY_HEADING });
      await reply.getByRole('button', { name: 'Write a reply' }).click(PATIENTLY);
      await reply.getByLabel('Your reply to the students').fill(REPLY);
      await reply.getByRole('button', { name: 'Save reply' }).click();
      await page.getByText(MODULE_REPLY_MESSAGES.saved).first().waitFor(PATIENTLY);
      await reply.getByText(REPLY).waitFor(PATIENTLY);
      expect(await page.pageErrors()).toEqual([]);
      await page.context().close();

      const visitor = await visitorPage();
      await openResults(visitor);
      const shown = visitor.getByRole('region', { name: MODULE_REPLY_HEADING });
      await shown.getByText(REPLY).waitFor(PATIENTLY);
      expect(await shown.innerText()).toContain(REPLY_AUTHOR_LABELS['module leader']);
      expect(await shown.getByRole('button').count()).toBe(0);
      await visitor.getByRole('note').filter({ hasText: NOTICE() }).waitFor(PATIENTLY);
      await expectNoTexts(visitor);
      expect(await visitor.pageErrors()).toEqual([]);
      await visitor.context().close();
    },
    JOURNEY_MS,
  );
});
