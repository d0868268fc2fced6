// What a first visit downloads: the shell's own page runs no remote code (remotes it links
// to are at most prefetched while the browser is idle), and a remote's route fetches the
// remote's chunks side by side rather than one import after another.
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '@module-feedback/test-support/budgets';
import { recordRequests, traceAsyncStacks } from '@module-feedback/test-support/route-load';
import { deployableOf, waterfallDepths } from '@module-feedback/test-support/request-breakdown';
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
  it('runs no remote code on /', async () => {
    const page = await newPage(browser());
    const remoteScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && deployableOf(request.url()) !== 'shell')
        remoteScripts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Module Feedback' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(remoteScripts).toEqual([]);
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
