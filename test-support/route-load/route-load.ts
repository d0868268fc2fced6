// One first load of a route in a fresh browser context: the time from navigation start until
// the route's content has painted, and, for a recorded load, every request through the
// DevTools protocol (bytes as they crossed the wire, headers included, as DevTools'
// "transferred"; when it started and finished). Cold: the context's cache is empty. Warm:
// the route is loaded once in the same context first, so the assets come from the cache as
// on a returning visit.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { RecordedRequest, RequestCause } from './request-breakdown';

export interface RouteLoad {
  requests: number;
  jsRequests: number;
  transferredBytes: number;
  jsTransferredBytes: number;
  /** Milliseconds from navigation start until `contentSelector` has a visible box. */
  visibleMs: number;
  /** Every request until the network was idle, prefetches included (kind 'prefetch'). */
  log: RecordedRequest[];
}

export interface RouteLoadOptions {
  baseUrl: string;
  path: string;
  contentSelector: string;
  /** Runs on the fresh context before the page opens (e.g. to sign in). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** Load the route once before the measured load, with the cache on. */
  warm?: boolean;
  /** Record asynchronous initiator stacks (traceAsyncStacks), for counting round trips. */
  traceAsyncStacks?: boolean;
}

const KINDS: Record<string, RecordedRequest['kind']> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Font: 'font',
  Fetch: 'data',
  XHR: 'data',
};

interface Pending {
  url: string;
  start: number;
  prefetch: boolean;
  cause?: RequestCause;
  kind?: RecordedRequest['kind'];
}

/** The part of the protocol's Network.Initiator read here. */
export interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}

interface StackTrace {
  description?: string;
  callFrames: { url: string; lineNumber: number; columnNumber: number }[];
  parent?: StackTrace;
}

const frameText = ({ url, lineNumber, columnNumber }: StackTrace['callFrames'][number]) =>
  `${url}:${lineNumber}:${columnNumber}`;

/** What made a request, from the protocol's initiator (see RequestCause). */
export function causeOf(initiator: Initiator): RequestCause | undefined {
  // The browser's own requests (the document, the favicon): nothing on the page made them.
  if (initiator.type === 'other') return { files: [] };
  const files = new Set<string>();
  if (initiator.url && initiator.url !== 'about:client') files.add(initiator.url);
  const resumedFrom: string[] = [];
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    // Code without a file (an init script, an evaluated string) fetched nothing itself.
    for (const frame of stack.callFrames) if (frame.url) files.add(frame.url);
    if (stack !== initiator.stack)
      resumedFrom.push(`${stack.description ?? ''}@${stack.callFrames.map(frameText).join(',')}`);
  }
  // A script-inserted link (a module preload) reaches the protocol with no maker at all.
  if (files.size === 0) return undefined;
  return {
    files: [...files],
    continuation: resumedFrom.length > 0 ? resumedFrom.join(' < ') : undefined,
  };
}

/** What the page logs, as a console message, for each module preload link a script inserts. */
export const LINK_INSERTED = 'route-load: modulepreload inserted';

/**
 * Runs in the page before its scripts: logs each module preload link a script inserts, so
 * the console message's stack says which code inserted it. The browser names no maker for
 * the request such a link makes (unlike for a stylesheet preload or an import), so without
 * this the request could only be placed by timing. Plain JavaScript in a string: a function
 * would reach the page as compiled here, with this file's build helpers missing there.
 */
const REPORT_INSERTED_MODULE_PRELOADS = `(() => {
  const report = (node) => {
    if (node instanceof HTMLLinkElement && node.relList.contains('modulepreload'))
      console.debug(${JSON.stringify(LINK_INSERTED)}, node.href);
  };
  const { appendChild, insertBefore } = Node.prototype;
  const { append } = Element.prototype;
  Node.prototype.appendChild = function (node) {
    report(node);
    return appendChild.call(this, node);
  };
  Node.prototype.insertBefore = function (node, child) {
    report(node);
    return insertBefore.call(this, node, child);
  };
  Element.prototype.append = function (...nodes) {
    nodes.forEach(report);
    return append.apply(this, nodes);
  };
})();`;

/**
 * Lets request initiators show the asynchronous stack the code resumed from (an await, a
 * promise), so a request made after awaiting a response is seen to depend on it, and has
 * the page report which code inserted each module preload link.
 * The debugger slows scripts a little: loads that are timed leave it off.
 */
export async function traceAsyncStacks(cdp: CDPSession, page: Page): Promise<void> {
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  await cdp.send('Runtime.enable');
  await page.addInitScript(REPORT_INSERTED_MODULE_PRELOADS);
}

/** Records the page's requests from now on (Network.enable first); the list fills as they finish. */
export function recordRequests(cdp: CDPSession): RecordedRequest[] {
  const pending = new Map<string, Pending>();
  const requests: RecordedRequest[] = [];
  let navigationStart: number | undefined;
  // Per URL, what inserted its module preload link (when traceAsyncStacks reports them).
  const insertedBy = new Map<string, RequestCause | undefined>();
  cdp.on('Runtime.consoleAPICalled', ({ args, stackTrace }) => {
    if (args[0]?.value !== LINK_INSERTED || typeof args[1]?.value !== 'string') return;
    const url = args[1].value;
    insertedBy.set(url, causeOf({ type: 'script', stack: stackTrace }));
    // The message and the request reach the protocol by different ways, in either order.
    for (const request of requests) if (request.url === url) request.cause ??= insertedBy.get(url);
  });
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type, initiator }) => {
    if (type === 'Document') navigationStart ??= timestamp;
    const headers = request.headers as Record<string, string>;
    pending.set(requestId, {
      url: request.url,
      start: timestamp,
      cause: causeOf(initiator) ?? insertedBy.get(request.url),
      prefetch: /prefetch/.test(headers['Sec-Purpose'] ?? headers['Purpose'] ?? ''),
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const request = pending.get(requestId);
    if (request) request.kind = KINDS[type] ?? 'other';
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const request = pending.get(requestId);
    if (!request || navigationStart === undefined) return;
    const ms = (time: number) => Math.round((time - navigationStart!) * 1000);
    requests.push({
      url: request.url,
      kind: request.prefetch ? 'prefetch' : (request.kind ?? 'other'),
      bytes: encodedDataLength,
      startMs: ms(request.start),
      endMs: ms(timestamp),
      cause: request.cause ?? insertedBy.get(request.url),
    });
  });
  return requests;
}

async function visibleAt(page: Page, selector: string): Promise<number> {
  // Checked every frame in the page itself, so the time is when it painted, not when a
  // round trip from here noticed.
  const visible = await page.waitForFunction(
    (contentSelector) => {
      const box = document.querySelector(contentSelector)?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? performance.now() : null;
    },
    selector,
    { polling: 'raf', timeout: 60_000 },
  );
  return Math.round(Number(await visible.jsonValue()));
}

/**
 * A page in a fresh context (signed in by `prepare`), whose cache is empty: a cold load.
 * With `warm`, the route is loaded once before in that context.
 */
async function withRoutePage<T>(
  browser: Browser,
  options: RouteLoadOptions,
  load: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL: options.baseUrl });
  try {
    await options.prepare?.(context);
    if (options.warm) {
      const first = await context.newPage();
      await first.goto(options.path);
      await visibleAt(first, options.contentSelector);
      await first.waitForLoadState('networkidle');
      await first.close();
    }
    return await load(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Opens the route; answers when its content was visible, once the page is idle: what the
 * route goes on to fetch after painting (shared modules, data) counts too.
 */
async function visit(page: Page, options: RouteLoadOptions): Promise<number> {
  await page.goto(options.path, { waitUntil: 'commit' });
  const visibleMs = await visibleAt(page, options.contentSelector);
  await page.waitForLoadState('networkidle');
  return visibleMs;
}

/**
 * Milliseconds until the route's content is visible, with nothing here listening to the
 * page's requests: on a machine of two cores, handling each request's protocol events
 * competes with the page it times, which counts against the page that makes more requests
 * (a cold `/results` of the app, 34 requests, took 17 ms longer recorded than not; the plain
 * SPA's, 11 requests, no longer). `loadRoute` records what such a load requests.
 */
export function timeRoute(browser: Browser, options: RouteLoadOptions): Promise<number> {
  return withRoutePage(browser, options, (page) => visit(page, options));
}

/** A load of the route with every request it makes recorded (see RouteLoad). */
export function loadRoute(browser: Browser, options: RouteLoadOptions): Promise<RouteLoad> {
  return withRoutePage(browser, options, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    if (options.traceAsyncStacks) await traceAsyncStacks(cdp, page);
    const requests = recordRequests(cdp);

    const visibleMs = await visit(page, options);
    const scripts = requests.filter((request) => request.kind === 'script');
    const counted = requests.filter((request) => request.kind !== 'prefetch');
    return {
      requests: counted.length,
      jsRequests: scripts.length,
      transferredBytes: counted.reduce((sum, request) => sum + request.bytes, 0),
      jsTransferredBytes: scripts.reduce((sum, request) => sum + request.bytes, 0),
      visibleMs,
      log: [...requests],
    };
  });
}
