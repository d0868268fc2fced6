// Independent deploys, end to end: real builds of the results remote made outside the
// repository's own build (a version 2 with a visible change, one needing React 20, one
// with its entry tampered with), served from another loopback origin, deployed and rolled
// back with the commands against a running app of its own, and loaded in Chromium.
import path from 'node:path';
import type { RemotesManifest } from '@module-feedback/federation/contract';
import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run, type Run } from '../../api/test/support/server-process';
import { startArtefactHost, type ArtefactHost } from '../../test-support/artefact-host';
import { browserPerFile, newPage } from '../support';
import { freePort } from '../../production/free-port';
import { launchApp, type LaunchedApp } from '../support/global-setup';
import { countReactRenderers, reactRendererVersions } from '../support/react-renderers';
import {
  BUILDS,
  buildVariant,
  edit,
  tamperedCopy,
  type BuiltArtefact,
} from '../support/remote-builds';

const browser = browserPerFile();

const VERSION_1 = 'Module survey results';
const VERSION_2 = 'Module survey results, version 2';
const INCOMPATIBLE = /The results section was not started: the version deployed does not work/;
const TAMPERED = /The results section was not started: its code is not the code that was deployed/;

let app: LaunchedApp;
let host: ArtefactHost;
let builtIn: string;
let version2: BuiltArtefact;
let react20: BuiltArtefact;
let tampered: BuiltArtefact;

const hosted = (artefact: BuiltArtefact) => `${host.origin}${artefact.path}`;
const command = (name: 'deploy' | 'rollback', ...args: string[]): Promise<Run> =>
  run(name, args, app.env);

async function liveManifest(): Promise<RemotesManifest> {
  return (await fetch(`${app.baseUrl}/remotes.json`)).json() as Promise<RemotesManifest>;
}

async function liveSequence(): Promise<number> {
  const listed = await run('deployments', ['mfe-results', '--json'], app.env);
  return JSON.parse(listed.stdout).remotes[0].history[0]?.sequence ?? 0;
}

async function deploy(...args: string[]) {
  const result = await command('deploy', 'mfe-results', ...args);
  expect(result.code, result.stderr).toBe(0);
  return result;
}

/** Each journey starts and ends on the built-in build. */
async function backToBuiltIn() {
  while ((await liveManifest()).mfe_results?.version !== builtIn) {
    const result = await command('rollback', 'mfe-results');
    if (result.code !== 0) throw new Error(result.stderr);
  }
}

/** A link of the main navigation (the navbar). */
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const resultsRegion = (page: Page) => page.locator('[data-remote="mfe_results"]');
const heading = (page: Page) => resultsRegion(page).getByRole('heading', { level: 1 });
const openPage = (route: string) => newPage(browser(), { baseURL: app.baseUrl, path: route });

/** Requests for scripts from the artefact host (the remote's code, as opposed to checks). */
function hostScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(host.origin) && request.resourceType() === 'script') {
      scripts.push(request.url());
    }
  });
  return scripts;
}

beforeAll(async () => {
  const port = await freePort('127.0.0.1');
  version2 = buildVariant('mfe-results', 'version-2', (copy) =>
    edit(path.join(copy, 'src', 'App.tsx'), `>${VERSION_1}</h1>`, `>${VERSION_2}</h1>`),
  );
  react20 = buildVariant('mfe-results', 'react-20', (copy) =>
    edit(path.join(copy, 'package.json'), '"react": "^19.2.0"', '"react": "^20.0.0"'),
  );
  tampered = tamperedCopy(version2, 'tampered');
  host = await startArtefactHost(BUILDS, port);
  app = await launchApp({
    extraEnv: { REMOTE_ORIGINS: host.origin },
    logName: 'deployments-server.log',
  });
  builtIn = (await liveManifest()).mfe_results!.version!;
}, 600_000);

afterAll(async () => {
  // Pages first: their open connections would only slow the server's shutdown down.
  for (const context of browser().contexts()) await context.close();
  await app?.stop();
  await host?.close();
}, 60_000);

afterEach(backToBuiltIn);

describe('deploying a remote alone', () => {
  it('shows version 2 on the next page load without rebuilding the shell, and version 1 after a rollback', async () => {
    const shellPage = await (await fetch(app.baseUrl)).text();
    const page = await openPage('/results');
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
    // A tab left open across the deploy, on the version it loaded.
    const openTab = await openPage('/results');
    await heading(openTab).waitFor();

    const deployed = await deploy(hosted(version2), '--reason', 'version 2');
    expect(deployed.stdout).toContain(`mfe-results ${version2.descriptor.version} is live`);
    const scripts = hostScripts(page);
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_2);
    expect(scripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // The open tab keeps working on version 1: its files are still served.
    await openTab.getByRole('link', { name: 'Module Feedback' }).first().click();
    await navLink(openTab, 'Results').click();
    await expect.poll(() => heading(openTab).textContent()).toBe(VERSION_1);
    expect(await openTab.pageErrors()).toEqual([]);

    const rolledBack = await command('rollback', 'mfe-results');
    expect(rolledBack.stdout).toContain('is back on the built-in build');
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
    expect(await (await fetch(app.baseUrl)).text()).toBe(shellPage);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('refuses a build for another React major, and when forced in the browser refuses it with the rest working', async () => {
    const refused = await command('deploy', 'mfe-results', hosted(react20));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('it needs react ^20.0.0, the shell provides 19.3.1');
    expect((await liveManifest()).mfe_results?.version).toBe(builtIn);

    const forced = await deploy(hosted(react20), '--force', '--reason', 'trying the browser check');
    expect(forced.stderr).toContain('forced past these refusals');
    const page = await newPage(browser(), { baseURL: app.baseUrl });
    await countReactRenderers(page);
    const scripts = hostScripts(page);
    await page.goto('/results');
    await expect
      .poll(() => resultsRegion(page).getByRole('alert').textContent())
      .toMatch(INCOMPATIBLE);
    expect(scripts).toEqual([]);

    await navLink(page, 'Sign in/Sign up').click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await reactRendererVersions(page)).toHaveLength(1);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('refuses an entry with one byte changed, at deploy and in the browser', async () => {
    const refused = await command('deploy', 'mfe-results', hosted(tampered));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("the entry's bytes do not match the sha384 in deploy.json");

    await deploy(hosted(tampered), '--force');
    const page = await newPage(browser(), { baseURL: app.baseUrl });
    const scripts = hostScripts(page);
    await page.goto('/results');
    await expect.poll(() => resultsRegion(page).getByRole('alert').textContent()).toMatch(TAMPERED);
    expect(scripts).toEqual([]);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });

  it('lets one of two concurrent deploys from the same state win, and tells the other why', async () => {
    const live = String(await liveSequence());
    const [first, second] = await Promise.all([
      command('deploy', 'mfe-results', hosted(version2), '--expected-sequence', live),
      command('deploy', 'mfe-results', hosted(version2), '--expected-sequence', live),
    ]);
    expect([first.code, second.code].sort()).toEqual([0, 1]);
    const loser = first.code === 1 ? first : second;
    expect(loser.stderr).toMatch(
      new RegExp(
        `deploy: (mfe-results is no longer at #${live}|another deploy of mfe-results landed while this one was checked): #${Number(live) + 1} \\(.*\\) is live`,
      ),
    );
  });

  it('serves the manifest for revalidation, and a version folder (named after its content) immutable for a year', async () => {
    const manifest = await fetch(`${app.baseUrl}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const etag = manifest.headers.get('etag')!;
    expect(
      (await fetch(`${app.baseUrl}/remotes.json`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const entry = new URL((await manifest.json()).mfe_results.entry, app.baseUrl);
    for (const file of ['remoteEntry.js', 'deploy.json', 'mf-manifest.json']) {
      const response = await fetch(new URL(file, entry));
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    const federation = await (await fetch(new URL('mf-manifest.json', entry))).json();
    const chunk = new URL(federation.exposes[0].assets.js.sync[0], entry);
    const asset = await fetch(chunk);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('loading remotes in the browser', () => {
  it('preloads the route’s remote chunks in parallel from its manifest', async () => {
    const page = await openPage('/results');
    await heading(page).waitFor();
    const entry = new URL((await liveManifest()).mfe_results!.entry, app.baseUrl);
    const federation = await (await fetch(new URL('mf-manifest.json', entry))).json();
    const chunks: string[] = federation.exposes[0].assets.js.sync.map(
      (file: string) => new URL(file, entry).href,
    );
    const timings = await page.evaluate(
      ({ urls, entryUrl }) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const imported = resources.find(
          (resource) => resource.name === entryUrl && resource.initiatorType === 'script',
        );
        return {
          entryFetched: imported?.responseEnd ?? 0,
          chunksStarted: urls.map(
            (url) => resources.find((resource) => resource.name === url)?.startTime ?? Infinity,
          ),
          preloaded: [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
          ].map((link) => link.href),
        };
      },
      { urls: chunks, entryUrl: entry.href },
    );
    expect(chunks.length).toBeGreaterThan(3);
    expect(timings.preloaded).toEqual(expect.arrayContaining(chunks));
    // In a waterfall the lifecycles' chunks are asked for only once the entry has arrived
    // and run; preloaded, every one of them is on its way before that.
    expect(timings.entryFetched).toBeGreaterThan(0);
    for (const started of timings.chunksStarted) expect(started).toBeLessThan(timings.entryFetched);
  });

  it('prefetches the remotes the page links to once the browser is idle', async () => {
    const page = await newPage(browser(), { baseURL: app.baseUrl });
    const prefetched = page.waitForRequest((request) =>
      /\/remotes\/mfe-results\/[^/]+\/remoteEntry\.js$/.test(request.url()),
    );
    await page.goto('/auth');
    await prefetched;
    const links = await page.$$eval('link[rel="prefetch"]', (found) =>
      found.map((link) => (link as HTMLLinkElement).href),
    );
    expect(links.some((href) => href.includes('/remotes/mfe-results/'))).toBe(true);
    // The route's own remote is loaded, not prefetched.
    expect(links.some((href) => href.includes('/remotes/mfe-auth/'))).toBe(false);
  });

  it('reloads a section once when its chunks are gone after a deploy, and never loops', async () => {
    const page = await newPage(browser(), { baseURL: app.baseUrl });
    // The prefetch of the linked remotes reads the manifest: the built-in build then.
    const manifestRead = page.waitForResponse((response) =>
      response.url().endsWith('/remotes.json'),
    );
    await page.goto('/');
    await manifestRead;
    await deploy(hosted(version2));
    // The open tab's manifest still names the built-in build, whose files are gone now.
    await page.route(`**/remotes/mfe-results/${builtIn}/assets/**`, (route) => route.abort());
    await navLink(page, 'Results').click();
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_2);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    const broken = await openPage('/');
    await broken.route(`${host.origin}/**/assets/**`, (route) => route.abort());
    const entries: string[] = [];
    broken.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('remoteEntry.js')) {
        entries.push(request.url());
      }
    });
    await navLink(broken, 'Results').click();
    await expect
      .poll(() => resultsRegion(broken).getByRole('alert').textContent())
      .toMatch(/The results section could not be loaded/);
    await broken.waitForTimeout(2000);
    expect(entries).toHaveLength(2);
  });

  it('loads one remote from a loopback override with a banner and a reset, never from elsewhere', async () => {
    const page = await openPage(`/results?override.mfe-results=${hosted(version2)}`);
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_2);
    const banner = page.getByRole('complementary', { name: 'Developer overrides' });
    await expect
      .poll(() => banner.textContent())
      .toContain(`the results section comes from ${hosted(version2)}remoteEntry.js`);
    expect(new URL(page.url()).search).toBe('');
    // The rest of the page still comes from the deployment.
    await navLink(page, 'Sign in/Sign up').click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();

    const reloaded = page.waitForEvent('framenavigated');
    await banner.getByRole('button', { name: 'Reset overrides' }).click();
    await reloaded;
    await navLink(page, 'Results').click();
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
    expect(await banner.count()).toBe(0);

    const elsewhere: string[] = [];
    const refused = await newPage(browser(), { baseURL: app.baseUrl });
    refused.on('request', (request) => {
      if (new URL(request.url()).hostname === 'cdn.example.org') elsewhere.push(request.url());
    });
    await refused.goto('/results?override.mfe-results=https://cdn.example.org/results/');
    await expect
      .poll(() => refused.getByRole('complementary', { name: 'Developer overrides' }).textContent())
      .toContain('Override of mfe-results ignored: https://cdn.example.org/results/');
    await expect.poll(() => heading(refused).textContent()).toBe(VERSION_1);
    expect(elsewhere).toEqual([]);
  });
});
