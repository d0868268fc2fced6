// Canaries end to end: a real second build of the results remote deployed as a canary with
// the command, for half of the browsers, decided by the server: fresh browsers (each a
// context of its own, with its own cookies) get either version, each keeps its version when
// it reloads; promoting makes it everyone's, aborting takes it back from everyone. A build
// that throws as it mounts, sent as a canary, is taken back by the server itself once the
// browsers have reported enough loads, while the live version keeps working. A preview link
// opens a chosen version for whoever has it, with a banner and one click to leave; a changed
// or expired link is refused and shows nothing of it. A browser the report endpoint refuses
// (its rate limit, used up) waits as the answer says.
// With E2E_TARGET=production all of it runs through the production setup: nginx balancing
// every request over two API instances, so a browser's reloads, its reports and the watch
// that rolls a canary back cross both, and the browser keeps its version on either.
import path from 'node:path';
import { signPreview } from '@module-feedback/api/preview-links';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type Run } from '@module-feedback/test-support/api-command';
import { browserPerFile, newPage } from '../support';
import { launchOwnApp, productionTarget, requestsServed, type OwnApp } from '../support/own-app';
import { buildVariant, edit, type BuiltArtefact } from '../support/remote-builds';

const browser = browserPerFile();

const VERSION_1 = 'Module survey results';
const VERSION_2 = 'Module survey results, canary';
const CRASHED = 'The results section stopped working.';
/** The server's configured minimum of reported loads before it judges a canary. */
const MIN_LOADS = 6;
/** Enough that a 50% canary reaches one of them and misses another all but once in 500,000 runs. */
const MAX_FRESH_BROWSERS = 20;
/** Up to twenty and more fresh browsers, and in production two setups on one small machine. */
const LONG_JOURNEY_MS = 480_000;
/** How long after a load the shell sends its reports (its REPORT_DELAY_MS). */
const REPORT_DELAY_MS = 3_000;
/** Browsers opened at once: the machine is small. */
const AT_ONCE = 4;

let app: OwnApp;
let version2: BuiltArtefact;
let throwsOnMount: BuiltArtefact;

const command = (name: 'deploy' | 'rollback' | 'deployments', ...args: string[]): Promise<Run> =>
  run(name, args, app.env);
async function succeeds(name: 'deploy' | 'rollback' | 'deployments', ...args: string[]) {
  const result = await command(name, ...args);
  expect(result.code, result.stderr).toBe(0);
  return result;
}

const heading = (page: Page) =>
  page.locator('[data-remote="mfe_results"]').getByRole('heading', { level: 1 });
async function shownVersion(page: Page): Promise<string> {
  await heading(page).waitFor();
  return (await heading(page).textContent()) ?? '';
}
/** A fresh browser's page, and the version of the results section it showed. */
interface Opened {
  page: Page;
  shown: string;
}
/** A browser nobody used before: its own context, so its own cookies. */
async function freshBrowser(): Promise<Opened> {
  const page = await newPage(browser(), { baseURL: app.baseUrl, path: '/results' });
  return { page, shown: await shownVersion(page) };
}
async function freshBrowsers(count: number) {
  const opened: Opened[] = [];
  while (opened.length < count) {
    opened.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, count - opened.length) }, freshBrowser),
      )),
    );
  }
  return opened;
}
/** Whether every instance (both behind nginx in production) has answered the route. */
async function everyInstanceAnswered(route: string): Promise<boolean> {
  const served = await Promise.all(
    app.instanceUrls.map((instance) => requestsServed(instance, 'GET', route)),
  );
  return served.every((count) => count > 0);
}
async function closeAll(pages: Page[]) {
  for (const page of pages) await page.context().close();
}

beforeAll(async () => {
  version2 = buildVariant('mfe-results', 'canary-version-2', (copy) =>
    edit(path.join(copy, 'src', 'App.tsx'), `>${VERSION_1}</h1>`, `>${VERSION_2}</h1>`),
  );
  throwsOnMount = buildVariant('mfe-results', 'canary-throws-on-mount', (copy) =>
    edit(
      path.join(copy, 'src', 'App.tsx'),
      'export function App() {',
      "export function App() {\n  if (Date.now() > 0) throw new Error('this canary breaks as it mounts');",
    ),
  );
  app = await launchOwnApp({
    logName: productionTarget ? 'canary-production.log' : 'canary-server.log',
    extraEnv: { CANARY_MIN_LOADS: String(MIN_LOADS), CANARY_FAILURE_MARGIN: '20' },
  });
}, 600_000);

afterAll(async () => {
  for (const context of browser().contexts()) await context.close();
  await app?.stop();
}, 60_000);

describe('a canary of the results section', () => {
  it(
    'reaches fresh browsers at 50%, each keeping its version on reload; promoting makes it everyone’s',
    async () => {
      const started = await succeeds(
        'deploy',
        'mfe-results',
        version2.dir,
        '--canary',
        '50',
        '--reason',
        'new heading',
      );
      expect(started.stdout).toContain(
        `mfe-results ${version2.descriptor.version} is live for 50% of browsers as a canary`,
      );
      // Fresh browsers until both versions have shown and every instance has answered their
      // manifests: how evenly the server splits is the API suite's to check, over hundreds
      // of browsers; here, that a real browser gets and keeps what it was given.
      const browsers: Opened[] = [];
      const someShowed = (version: string) => browsers.some((opened) => opened.shown === version);
      while (
        browsers.length < MAX_FRESH_BROWSERS &&
        !(
          someShowed(VERSION_1) &&
          someShowed(VERSION_2) &&
          (await everyInstanceAnswered('/remotes.json'))
        )
      ) {
        browsers.push(...(await freshBrowsers(2)));
      }
      expect(browsers.every((opened) => [VERSION_1, VERSION_2].includes(opened.shown))).toBe(true);
      expect(someShowed(VERSION_1) && someShowed(VERSION_2)).toBe(true);
      for (const opened of browsers) {
        await opened.page.reload();
        expect(await shownVersion(opened.page)).toBe(opened.shown);
        expect(await opened.page.pageErrors()).toEqual([]);
      }
      await closeAll(browsers.map((opened) => opened.page));
      expect(await everyInstanceAnswered('/remotes.json')).toBe(true);

      const promoted = await succeeds('deploy', 'mfe-results', '--promote');
      expect(promoted.stdout).toContain(
        `mfe-results ${version2.descriptor.version} is live for every browser (canary promoted)`,
      );
      const afterwards = await freshBrowsers(4);
      expect(afterwards.map((opened) => opened.shown)).toEqual(Array(4).fill(VERSION_2));
      await closeAll(afterwards.map((opened) => opened.page));
      const listed = await succeeds('deployments', 'mfe-results');
      expect(listed.stdout).toMatch(
        new RegExp(`canary #\\d+  ${version2.descriptor.version}  for 50%.*PROMOTED by cli:`),
      );
    },
    LONG_JOURNEY_MS,
  );

  it('aborting takes the canary back from the browsers it reached', async () => {
    await succeeds('rollback', 'mfe-results', '--reason', 'for the next canary');
    await succeeds(
      'deploy',
      'mfe-results',
      `/remotes/mfe-results/${version2.descriptor.version}/`,
      '--canary',
      '50',
    );
    // The first browser the canary reaches is kept for after the abort.
    let reached: Page | undefined;
    const others: Page[] = [];
    while (!reached && others.length < 20) {
      const opened = await freshBrowser();
      if (opened.shown === VERSION_2) reached = opened.page;
      else others.push(opened.page);
    }
    expect(reached).toBeDefined();
    const aborted = await succeeds('deploy', 'mfe-results', '--abort', '--reason', 'not yet');
    expect(aborted.stdout).toContain(
      `the canary of mfe-results ${version2.descriptor.version} is aborted`,
    );
    await reached!.reload();
    expect(await shownVersion(reached!)).toBe(VERSION_1);
    expect(await reached!.pageErrors()).toEqual([]);
    await closeAll([reached!, ...others]);
  }, 180_000);

  it(
    'is taken back by the server once browsers report that it breaks as it mounts; the live version keeps working',
    async () => {
      await succeeds('deploy', 'mfe-results', throwsOnMount.dir, '--canary', '50');
      const rolledBack = async () => {
        const overview = JSON.parse((await command('deployments', 'mfe-results', '--json')).stdout);
        return overview.remotes[0].canaries[0].ended?.outcome as string | undefined;
      };
      let crashed = 0;
      const opened: Page[] = [];
      // Fresh browsers, each reporting its load (and the crash) a few seconds after it.
      while (crashed < MIN_LOADS * 3 && (await rolledBack()) === undefined) {
        for (const browserOpened of await Promise.all(
          Array.from({ length: AT_ONCE }, async () => {
            const page = await newPage(browser(), { baseURL: app.baseUrl, path: '/results' });
            const region = page.locator('[data-remote="mfe_results"]');
            await region
              .getByRole('heading', { level: 1 })
              .or(region.getByRole('alert'))
              .first()
              .waitFor();
            return page;
          }),
        )) {
          opened.push(browserOpened);
          const alert = browserOpened.locator('[data-remote="mfe_results"]').getByRole('alert');
          if ((await alert.count()) > 0 && (await alert.textContent())?.includes(CRASHED))
            crashed += 1;
        }
      }
      expect(crashed).toBeGreaterThan(0);
      await expect.poll(rolledBack, { timeout: 30_000, interval: 1_000 }).toBe('rolled-back');
      // The reports reached every instance, and the totals the watch judged were all of them.
      for (const instance of app.instanceUrls) {
        expect(
          await requestsServed(instance, 'POST', '/api/remote-reports/'),
          instance,
        ).toBeGreaterThan(0);
      }
      const listed = (await succeeds('deployments', 'mfe-results')).stdout;
      expect(listed).toMatch(
        new RegExp(
          // A browser's crash may still be on its way (sent a few seconds after its load).
          `canary #\\d+  ${throwsOnMount.descriptor.version}  for 50%.*ROLLED-BACK by server at \\S+: automatic rollback: \\d+\\.\\d% of its \\d+ loads failed`,
        ),
      );
      expect(listed).toMatch(
        new RegExp(`${throwsOnMount.descriptor.version}\\s+\\d+ loads.*\\d+ mount errors`),
      );
      // Every browser, those the canary reached too, gets the live version again.
      for (const page of opened.slice(0, 6)) {
        await page.reload();
        expect(await shownVersion(page)).toBe(VERSION_1);
      }
      await closeAll(opened);
      // Marked bad: sending it out again needs --force.
      const again = await command('deploy', 'mfe-results', throwsOnMount.dir, '--canary', '50');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('was marked bad by server');
    },
    LONG_JOURNEY_MS,
  );

  it('opens a version from a preview link for whoever has it, until they leave; refuses a changed or expired link', async () => {
    const made = await succeeds(
      'deployments',
      'preview',
      'mfe-results',
      version2.descriptor.version,
      '--minutes',
      '60',
    );
    const link = new URL(made.stdout.trim());
    const page = await newPage(browser(), {
      baseURL: app.baseUrl,
      path: `${link.pathname}${link.search}`,
    });
    const banner = page.getByRole('complementary', { name: 'Preview' });
    await expect
      .poll(() => banner.textContent())
      .toContain(
        `Preview: the results section shows version ${version2.descriptor.version} from a preview link, until`,
      );
    expect(await shownVersion(page)).toBe(VERSION_2);
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    expect(await shownVersion(page)).toBe(VERSION_2);
    await banner.waitFor();
    // Nobody without the link sees it.
    const other = await freshBrowser();
    expect(other.shown).toBe(VERSION_1);

    const left = page.waitForEvent('framenavigated');
    await banner.getByRole('button', { name: 'Leave the preview' }).click();
    await left;
    expect(await shownVersion(page)).toBe(VERSION_1);
    expect(await banner.count()).toBe(0);

    const token = link.searchParams.get('preview')!;
    const expired = await signPreview(
      app.secret,
      { deployable: 'mfe-results', version: version2.descriptor.version, minutes: 1 },
      new Date(Date.now() - 10 * 60_000),
    );
    for (const [refusedToken, reason] of [
      [`${token.slice(0, -4)}AAAA`, 'This is not a valid preview link'],
      [expired.token, `This preview link expired at ${expired.expiresAt}.`],
    ] as const) {
      const refused = await newPage(browser(), {
        baseURL: app.baseUrl,
        path: `/results?preview=${refusedToken}`,
      });
      const alert = refused.getByRole('complementary', { name: 'Preview' }).getByRole('alert');
      await expect
        .poll(() => alert.textContent())
        .toContain(`This preview link was not applied. ${reason}`);
      expect(await shownVersion(refused)).toBe(VERSION_1);
      await refused.getByRole('button', { name: 'Dismiss' }).click();
      expect(await refused.getByRole('complementary', { name: 'Preview' }).count()).toBe(0);
      await refused.context().close();
    }
    await closeAll([page, other.page]);
  }, 120_000);

  it('a browser the report endpoint refuses waits as it is told, sending nothing meanwhile', async () => {
    // This address uses up its reports for the minute, as a busy campus would.
    const one = JSON.stringify({
      reports: [{ remote: 'mfe_results', version: 'x', event: 'load' }],
    });
    /** Sends reports until refused; the wait (s) the refusal asks for. */
    const useUpReports = async () => {
      let retryAfter: string | null = null;
      for (let sent = 0; retryAfter === null && sent < 1_000; sent += 1) {
        const answer = await fetch(new URL('/api/remote-reports/', app.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: one,
        });
        if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
      }
      return Number(retryAfter);
    };
    let wait = await useUpReports();
    // The limit's minute may have begun with earlier tests' reports and be nearly over: then
    // the wait is too short for what follows, and the next minute is used up instead.
    if (wait <= 10) {
      await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1_000));
      wait = await useUpReports();
    }
    expect(wait).toBeGreaterThan(10);

    const page = await newPage(browser(), { baseURL: app.baseUrl });
    const reports: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/remote-reports/') reports.push(request.url());
    });
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/remote-reports/',
    );
    await page.goto('/results');
    expect(await shownVersion(page)).toBe(VERSION_1);
    expect((await refused).status()).toBe(429);
    // Its next page (the reload sends on leaving) and that page's load send nothing while
    // the wait lasts.
    await page.reload();
    expect(await shownVersion(page)).toBe(VERSION_1);
    await page.waitForTimeout(REPORT_DELAY_MS + 1_000);
    expect(reports).toHaveLength(1);
    expect(await page.pageErrors()).toEqual([]);
    await page.context().close();
  }, 120_000);
});
