// npm run bench (after the API benchmark): what users download. Build output per
// deployable, then cold first loads of /, /results and /admin in Debian's chromium against
// the app as `npm start` serves it. Not a test: nothing here asserts a timing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@module-feedback/federation/contract';
import { launchBrowser } from '../e2e/support/browser';
import { startAppServer } from './app-server';
import { buildSize } from './build-sizes';
import { coldLoad, type ColdLoad } from './cold-load';
import { signInContext } from './sign-in';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Cold loads per route; the median is reported. */
const LOADS = Number(process.env.BENCH_LOADS ?? 5);

const remoteHeading = (name: string) => `[data-remote="${name}"] h1`;
const ROUTES = [
  { route: '/', content: 'main h1', signedIn: false },
  { route: '/results', content: remoteHeading('mfe_results'), signedIn: false },
  { route: '/admin', content: remoteHeading('mfe_admin'), signedIn: false },
  { route: '/admin', content: remoteHeading('mfe_admin'), signedIn: true },
];

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** primereact/<name> for each shared PrimeReact module among the fetched files. */
function primeReactModules(urls: string[]): string[] {
  const names = urls.flatMap((url) => [...url.matchAll(/primereact_mf_1_([a-z0-9]+)/g)]);
  return [...new Set(names.map(([, name]) => `primereact/${name}`))].sort();
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
    };
  });
  console.log("\nBuild output (shell dist/, remotes' latest artefact; gzip level 6 via node:zlib)");
  console.table(rows);
}

async function main() {
  const app = await startAppServer();
  // After the start: it builds whatever frontend is missing or stale.
  printBuildSizes();
  const browser = await launchBrowser();
  try {
    const rows = [];
    let homeJs: string[] = [];
    for (const { route, content, signedIn } of ROUTES) {
      const loads: ColdLoad[] = [];
      for (let run = 0; run < LOADS; run++) {
        loads.push(
          await coldLoad(browser, {
            baseUrl: app.baseUrl,
            path: route,
            contentSelector: content,
            prepare: signedIn
              ? (context) => signInContext(context, app.baseUrl, app.staff)
              : undefined,
          }),
        );
      }
      if (route === '/' && !signedIn) homeJs = loads[0]!.jsUrls;
      rows.push({
        route: signedIn ? `${route} (staff)` : route,
        'JS requests': median(loads.map((load) => load.jsRequests)),
        'JS KiB': kib(median(loads.map((load) => load.jsTransferredBytes))),
        requests: median(loads.map((load) => load.requests)),
        'all KiB': kib(median(loads.map((load) => load.transferredBytes))),
        'visible ms': median(loads.map((load) => load.visibleMs)),
        'visible ms (min–max)': `${Math.min(...loads.map((load) => load.visibleMs))}–${Math.max(...loads.map((load) => load.visibleMs))}`,
      });
    }
    console.log(
      `\nCold first loads: median of ${LOADS}, fresh context each, cache disabled; ` +
        'bytes as transferred (brotli, precompressed at build time)',
    );
    console.table(rows);
    const modules = primeReactModules(homeJs);
    console.log(`\nPrimeReact modules fetched on / (${modules.length}): ${modules.join(', ')}`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
