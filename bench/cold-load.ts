// One cold first load of a route: a fresh browser context with the cache disabled, every
// response counted through the DevTools protocol (bytes as they crossed the wire, headers
// included, as DevTools' "transferred"), and the time from navigation start until the
// route's content has painted.
import type { Browser, BrowserContext } from 'playwright-core';

export interface ColdLoad {
  requests: number;
  jsRequests: number;
  transferredBytes: number;
  jsTransferredBytes: number;
  /** Milliseconds from navigation start until `contentSelector` has a visible box. */
  visibleMs: number;
  jsUrls: string[];
}

export interface ColdLoadOptions {
  baseUrl: string;
  path: string;
  contentSelector: string;
  /** Runs on the fresh context before the page opens (e.g. to sign in). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

export async function coldLoad(browser: Browser, options: ColdLoadOptions): Promise<ColdLoad> {
  const context = await browser.newContext({ baseURL: options.baseUrl });
  try {
    await options.prepare?.(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const responses = new Map<string, { url: string; isJs: boolean }>();
    const load: ColdLoad = {
      requests: 0,
      jsRequests: 0,
      transferredBytes: 0,
      jsTransferredBytes: 0,
      visibleMs: 0,
      jsUrls: [],
    };
    cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
      responses.set(requestId, { url: response.url, isJs: type === 'Script' }),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = responses.get(requestId);
      if (!response) return;
      load.requests += 1;
      load.transferredBytes += encodedDataLength;
      if (!response.isJs) return;
      load.jsRequests += 1;
      load.jsTransferredBytes += encodedDataLength;
      load.jsUrls.push(response.url);
    });

    await page.goto(options.path, { waitUntil: 'commit' });
    // Checked every frame in the page itself, so the time is when it painted, not when
    // a round trip from here noticed.
    const visible = await page.waitForFunction(
      (selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box && box.width > 0 && box.height > 0 ? performance.now() : null;
      },
      options.contentSelector,
      { polling: 'raf', timeout: 60_000 },
    );
    load.visibleMs = Math.round(Number(await visible.jsonValue()));
    // What the route goes on to fetch after painting (shared modules, data) counts too.
    await page.waitForLoadState('networkidle');
    return load;
  } finally {
    await context.close();
  }
}
