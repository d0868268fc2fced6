// npm run bench (after the API benchmark): what users download. Build output per
// deployable, then cold and warm first loads of every route in Debian's chromium against
// the app as `npm start` serves it, with where the JavaScript comes from (per deployable
// and per package or federation share) and the longest request waterfall. Exits non-zero,
// naming each one, when a route exceeds a budget (budgets.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@module-feedback/federation/contract';
import { launchBrowser } from '../e2e/support/browser';
import { startAppServer } from './app-server';
import { BUDGETS, budgetFailures, moduleOpenFailures, type RouteFigures } from './budgets';
import { buildSize } from './build-sizes';
import { loadRoute, type RouteLoad } from './route-load';
import { addThousandEntryModule, moduleOpenMs } from './module-open';
import {
  breakdown,
  deployableOf,
  packageOf,
  waterfallDepths,
  type RecordedRequest,
} from './request-breakdown';
import { signInContext } from './sign-in';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Loads per route and kind (cold, warm); the median is reported. */
const LOADS = Number(process.env.BENCH_LOADS ?? 5);

interface BenchRoute {
  route: string;
  content: string;
  signedIn: boolean;
  remoteFolder?: string;
}

const ROUTES: BenchRoute[] = [
  { route: '/', content: 'main h1', signedIn: false },
  ...REMOTES.map((remote) => ({
    route: remote.route,
    content: `[data-remote="${remote.name}"] h1`,
    signedIn: false,
    remoteFolder: remote.folder,
  })),
  {
    route: '/admin',
    content: '[data-remote="mfe_admin"] h1',
    signedIn: true,
    remoteFolder: 'mfe-admin',
  },
];

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
const sum = (requests: RecordedRequest[]) => requests.reduce((total, r) => total + r.bytes, 0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const scripts = (load: RouteLoad) => load.log.filter((request) => request.kind === 'script');

/** The longest chain of round trips after the HTML among what the route needed to show. */
function roundTrips(load: RouteLoad): number {
  const needed = load.log.filter(
    (request) => request.kind !== 'prefetch' && request.startMs <= load.visibleMs,
  );
  return Math.max(0, ...waterfallDepths(needed).values());
}

function printBuildSizes() {
  const rows = ['shell', ...REMOTES.map((remote) => remote.folder)].map((deployable) => {
    const size = buildSize(ROOT, deployable);
    return {
      deployable,
      'JS files': size.jsFiles,
      'JS KiB': kib(size.jsBytes),
      'JS gzip KiB': kib(size.jsGzipBytes),
      'CSS KiB': kib(size.cssBytes),
      'CSS gzip KiB': kib(size.cssGzipBytes),
      'font KiB': kib(size.fontBytes),
    };
  });
  console.log("\nBuild output (shell dist/, remotes' latest artefact; gzip level 6 via node:zlib)");
  console.table(rows);
}

function printBreakdown(label: string, load: RouteLoad) {
  const rows = (keyOf: (request: RecordedRequest) => string) =>
    breakdown(scripts(load), keyOf).map(({ key, requests, bytes }) => ({
      from: key,
      requests,
      KiB: kib(bytes),
    }));
  console.log(`\n${label}: JavaScript by deployable`);
  console.table(rows((request) => deployableOf(request.url)));
  console.log(`${label}: JavaScript by package or share`);
  console.table(rows((request) => packageOf(request.url)));
  const prefetched = load.log.filter((request) => request.kind === 'prefetch');
  if (prefetched.length > 0) {
    console.log(
      `${label}: prefetched on idle for linked routes (not counted above): ` +
        `${prefetched.length} requests, ${kib(sum(prefetched))} KiB`,
    );
  }
}

async function measure(
  route: BenchRoute,
  kind: { warm?: boolean; traceAsyncStacks?: boolean; loads: number },
  app: Awaited<ReturnType<typeof startAppServer>>,
  browser: Awaited<ReturnType<typeof launchBrowser>>,
) {
  const loads: RouteLoad[] = [];
  for (let run = 0; run < kind.loads; run++) {
    loads.push(
      await loadRoute(browser, {
        baseUrl: app.baseUrl,
        path: route.route,
        contentSelector: route.content,
        warm: kind.warm,
        traceAsyncStacks: kind.traceAsyncStacks,
        prepare: route.signedIn
          ? (context) => signInContext(context, app.baseUrl, app.staff)
          : undefined,
      }),
    );
  }
  return loads;
}

async function main() {
  const app = await startAppServer();
  // After the start: it builds whatever frontend is missing or stale.
  printBuildSizes();
  const browser = await launchBrowser();
  const figures: RouteFigures[] = [];
  let moduleOpen = 0;
  try {
    const rows = [];
    const typical: [string, RouteLoad][] = [];
    for (const route of ROUTES) {
      const label = route.signedIn ? `${route.route} (staff)` : route.route;
      const cold = await measure(route, { loads: LOADS }, app, browser);
      const warm = await measure(route, { warm: true, loads: LOADS }, app, browser);
      // Round trips come from what made each request, which needs the debugger's
      // asynchronous stacks; it slows scripts, so these cold loads are not timed.
      const traced = await measure(route, { traceAsyncStacks: true, loads: 1 }, app, browser);
      const ownBytes = (load: RouteLoad) =>
        sum(scripts(load).filter((request) => deployableOf(request.url) === route.remoteFolder));
      const routeFigures: RouteFigures = {
        route: label,
        remoteFolder: route.remoteFolder,
        jsKiB: kib(median(cold.map((load) => load.jsTransferredBytes))),
        jsRequests: median(cold.map((load) => load.jsRequests)),
        ownJsKiB: kib(median(cold.map(ownBytes))),
        visibleMs: median(cold.map((load) => load.visibleMs)),
        warmVisibleMs: median(warm.map((load) => load.visibleMs)),
        roundTrips: roundTrips(traced[0]!),
      };
      figures.push(routeFigures);
      rows.push({
        route: label,
        'JS requests': routeFigures.jsRequests,
        'JS KiB': routeFigures.jsKiB,
        'own JS KiB': route.remoteFolder ? routeFigures.ownJsKiB : '',
        requests: median(cold.map((load) => load.requests)),
        'all KiB': kib(median(cold.map((load) => load.transferredBytes))),
        'round trips': routeFigures.roundTrips,
        'visible ms': routeFigures.visibleMs,
        'visible ms (min–max)': `${Math.min(...cold.map((load) => load.visibleMs))}–${Math.max(...cold.map((load) => load.visibleMs))}`,
        'warm ms': routeFigures.warmVisibleMs,
      });
      const byTime = [...cold].sort((a, b) => a.visibleMs - b.visibleMs);
      typical.push([label, byTime[Math.floor(byTime.length / 2)]!]);
    }
    console.log(
      `\nFirst loads: median of ${LOADS}, fresh context each; cold = cache disabled, warm = ` +
        'after one earlier load in the same context; bytes as transferred (brotli, ' +
        'precompressed at build time), prefetches for linked routes not counted; own JS = ' +
        "the route's remote's files; round trips = longest chain of requests after the " +
        'HTML until the content painted, each made only once the one before had come in ' +
        '(from their initiators, in one more cold load with asynchronous stacks traced)',
    );
    console.table(rows);
    for (const [label, load] of typical) printBreakdown(label, load);

    await addThousandEntryModule(app.dataDir);
    const opens: number[] = [];
    for (let run = 0; run < LOADS; run++) opens.push(await moduleOpenMs(browser, app.baseUrl));
    moduleOpen = median(opens);
    console.log(
      `\nOpening a module with 1,000 feedback entries on /results: its results and first ` +
        `reviews painted ${moduleOpen} ms after the data arrived (median of ${LOADS}; ` +
        `${Math.min(...opens)}–${Math.max(...opens)} ms)`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }

  const failures = [...figures.flatMap(budgetFailures), ...moduleOpenFailures(moduleOpen)];
  console.log(
    `\nBudgets: / ≤ ${BUDGETS.home.jsKiB} KiB JS in ≤ ${BUDGETS.home.jsRequests} requests, visible ≤ ` +
      `${BUDGETS.home.visibleMs} ms; each remote ≤ ${BUDGETS.remoteRoute.ownJsKiB} KiB of its own JS, ` +
      `usable ≤ ${BUDGETS.remoteRoute.visibleMs} ms, ≤ ${BUDGETS.remoteRoute.roundTrips} round trips after ` +
      `the HTML; warm ≤ ${BUDGETS.warmVisibleMs} ms; a module with 1,000 entries ≤ ` +
      `${BUDGETS.moduleOpenMs} ms after its data`,
  );
  if (failures.length > 0) {
    console.error(`\n!!! ${failures.length} FRONTEND BUDGETS EXCEEDED !!!`);
    for (const failure of failures) console.error(`  ✗ ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('All frontend budgets met.');
  }
}

await main();
