// What a first visit downloads: the shell's own page runs no remote code and no federation
// runtime (the remote support loads once the visitor points at a link to a remote, and then
// prefetches it), and a remote's route fetches the remote's code side by side, straight from
// the page the server sends, rather than one import after another.
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '@module-feedback/test-support/budgets';
import { recordRequests, traceAsyncStacks } from '@module-feedback/test-support/route-load';
import {
  chunkOf,
  deployableOf,
  packageOf,
  waterfallDepths,
} from '@module-feedback/test-support/request-breakdown';
import { browserPerFile, newPage } from '../support';

const browser = browserPerFile();

/** Opens `path` in a new page with its requests recorded and what made each one traced. */
async function tracedVisit(path: string) {
  const page = await newPage(browser());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await traceAsyncStacks(cdp, page);
  const requests = recordRequests(cdp);
  await page.goto(path);
  return { page, requests };
}

describe('first load', () => {
  it('runs no remote code, no federation runtime and no remote support on /', async () => {
    const page = await newPage(browser());
    const scripts: string[] = [];
    const manifestReads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (new URL(request.url()).pathname === '/remotes.json') manifestReads.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Module Feedback' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => deployableOf(url) !== 'shell')).toEqual([]);
    expect(scripts.filter((url) => packageOf(url) === 'federation runtime')).toEqual([]);
    expect(scripts.filter((url) => /\/remote-support-[\w-]+\.js$/.test(url))).toEqual([]);
    expect(manifestReads).toEqual([]);

    // Pointing at a link to a remote loads the remote support, which prefetches that remote.
    const prefetched = page.waitForRequest(
      (request) => deployableOf(request.url()) === 'mfe-results',
    );
    await page.getByRole('link', { name: 'View Module Feedback' }).hover();
    await prefetched;
    expect(scripts.some((url) => /\/remote-support-[\w-]+\.js$/.test(url))).toBe(true);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('builds no Intl object on /, whose first one costs ~13 ms of locale data', async () => {
    const page = await newPage(browser());
    // Counts every Intl object the page builds, from before its own scripts run.
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.defineProperty(window, '__intlBuilt', { value: built });
      for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules'] as const) {
        const counted = new Proxy(Intl[name], {
          construct(target, args) {
            built.push(name);
            return Reflect.construct(target, args);
          },
          apply(target, thisArg, args) {
            built.push(name);
            return Reflect.apply(target, thisArg, args);
          },
        });
        Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
      }
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Module Feedback' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt),
    ).toEqual([]);
  });

  it('asks for all that / needs in the first round after the HTML, its theme included', async () => {
    const { page, requests } = await tracedVisit('/');
    await page.getByRole('heading', { name: 'Welcome to Module Feedback' }).waitFor();
    await page.waitForLoadState('networkidle');
    const needed = requests.filter((request) => ['script', 'stylesheet'].includes(request.kind));
    expect(needed.some((request) => /\/theme-[\w-]+\.css$/.test(request.url))).toBe(true);
    // Nothing waits for a script to arrive first: the theme's script is in the page itself.
    const depths = waterfallDepths(requests);
    for (const request of needed) expect(depths.get(request), request.url).toBe(1);
    expect(await page.pageErrors()).toEqual([]);
  });

  it("fetches a route's remote side by side, within the round-trip budget", async () => {
    const { page, requests } = await tracedVisit('/results');
    await page.getByRole('heading', { level: 1, name: 'Module survey results' }).waitFor();
    await page.waitForLoadState('networkidle');

    const remote = requests.filter(
      (request) => deployableOf(request.url) === 'mfe-results' && request.kind !== 'prefetch',
    );
    const scripts = remote.filter((request) => request.kind === 'script');
    expect(scripts.some((request) => /\/lifecycles-[\w-]+\.js$/.test(request.url))).toBe(true);
    // Rounds of requests for the remote: its checks (deploy.json, entry, federation
    // manifest), then everything its lifecycles need at once. Counted from what made each
    // request, not from timing alone: on a busy machine, two files requested side by side
    // may come in one after the other without one having waited for the other.
    const rounds = 1 + Math.max(...waterfallDepths(remote).values());
    expect(rounds).toBeLessThanOrEqual(BUDGETS.remoteRoute.roundTrips);
    // The page the server sends links the remote's entry, its lifecycles' chunks and share
    // glue, and the federation runtime: all asked for in the first round after the HTML,
    // none waiting for the shell's code to run first.
    const depths = waterfallDepths(requests);
    const straightFromPage = requests.filter(
      (request) =>
        request.kind !== 'prefetch' &&
        ['shell', 'mfe-results'].includes(deployableOf(request.url)) &&
        (/\/(remoteEntry|lifecycles-[\w-]+|[\w-]*__loadShare__[\w-]*)\.js$/.test(request.url) ||
          packageOf(request.url) === 'federation runtime'),
    );
    expect(straightFromPage.filter((request) => deployableOf(request.url) === 'shell').length).toBe(
      1,
    );
    for (const request of straightFromPage) expect(depths.get(request), request.url).toBe(1);
    // What the shell provides the remote beyond its own pages comes in two files, not in one
    // per PrimeReact component: what every remote uses and what only this one does, nothing
    // of another remote's (the overview's table comes later, when it is first shown).
    const shellShares = requests.filter(
      (request) =>
        request.kind === 'script' &&
        deployableOf(request.url) === 'shell' &&
        depths.get(request) === 1 &&
        /primereact/.test(packageOf(request.url)),
    );
    expect(shellShares.map((request) => chunkOf(request.url)).sort()).toEqual([
      'remote-shares',
      'remote-shares-mfe-results',
    ]);
    // Nor does the overview's table, once shown, bring another remote's components.
    await page.getByRole('table').first().waitFor();
    await page.waitForLoadState('networkidle');
    const otherRemotesShares = requests
      .filter((request) => request.kind === 'script' && deployableOf(request.url) === 'shell')
      .map((request) => chunkOf(request.url))
      .filter(
        (chunk) => chunk.startsWith('remote-shares-') && chunk !== 'remote-shares-mfe-results',
      );
    expect(otherRemotesShares).toEqual([]);
    expect(await page.pageErrors()).toEqual([]);
  });

  it("requests a route's start-up data with the remote's code, once", async () => {
    const { page, requests } = await tracedVisit('/results');
    await page.getByRole('combobox', { name: 'Module', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');

    const depths = waterfallDepths(requests);
    const startupData = ['/api/modules/', '/api/academicyears/'].map((path) =>
      requests.filter((request) => new URL(request.url).pathname === path),
    );
    // The shell asks as soon as the remote's deploy.json has come in, beside the remote's
    // chunks; the remote takes those answers instead of asking again once it runs.
    for (const made of startupData) {
      expect(made).toHaveLength(1);
      expect(depths.get(made[0]!)).toBeLessThanOrEqual(BUDGETS.remoteRoute.roundTrips);
    }
    expect(await page.pageErrors()).toEqual([]);
  });
});
