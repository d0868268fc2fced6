// Independent deploys, end to end: real builds of the results remote made outside the
// repository's own build (a version 2 with a visible change, one needing React 20, one
// importing an export its team added to its own copy of shared), served from another
// loopback origin that misbehaves as real hosts do, deployed, refused, marked bad and rolled
// back with the commands (over HTTP with a deploy token, as a team's CI does, and as the
// operator) against an app of their own, and loaded in Chromium: every script the page
// runs comes from the server's checked copy, under integrity the browser enforces.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageShell } from '@module-feedback/federation/artefacts';
import { parseShellDescriptor, type RemotesManifest } from '@module-feedback/federation/contract';
import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run, type Run } from '@module-feedback/test-support/api-command';
import {
  startArtefactHost,
  TWO_FACED_SCRIPT,
  type ArtefactHost,
} from '@module-feedback/test-support/artefact-host';
import { launchApp, type LaunchedApp } from '@module-feedback/test-support/app';
import { browserPerFile, newPage } from '../support';
import { freePort } from '@module-feedback/test-support/free-port';
import { ARTIFACTS } from '../support/artifacts';
import { countReactRenderers, reactRendererVersions } from '../support/react-renderers';
import { BUILDS, buildVariant, edit, type BuiltArtefact } from '../support/remote-builds';

const browser = browserPerFile();

const VERSION_1 = 'Module survey results';
const VERSION_2 = 'Module survey results, version 2';
const INCOMPATIBLE = /The results section was not started: the version deployed does not work/;
const TAMPERED = /The results section was not started: its code is not the code that was deployed/;

let app: LaunchedApp;
let host: ArtefactHost;
let builtIn: string;
let token: string;
let version2: BuiltArtefact;
let react20: BuiltArtefact;
let newExport: BuiltArtefact;

const hosted = (artefact: BuiltArtefact, prefix = '') =>
  `${host.origin}/${prefix}${artefact.path.slice(1)}`;
const command = (name: 'deploy' | 'rollback' | 'deployments', ...args: string[]): Promise<Run> =>
  run(name, args, app.env);
/** As a team's CI runs the commands: against the server's URL, with its deploy token. */
const asTeam = (name: 'deploy' | 'rollback' | 'deployments', ...args: string[]): Promise<Run> =>
  run(name, args, {
    ...app.env,
    DATA_DIR: '',
    MODULE_FEEDBACK_URL: app.baseUrl,
    DEPLOY_TOKEN: token,
  });

async function liveManifest(): Promise<RemotesManifest> {
  return (await fetch(`${app.baseUrl}/remotes.json`)).json() as Promise<RemotesManifest>;
}

async function history(deployable = 'mfe-results') {
  const listed = await command('deployments', deployable, '--json');
  const overview = JSON.parse(listed.stdout);
  return (deployable === 'shell' ? overview.shell : overview.remotes[0]).history as {
    sequence: number;
    action: string;
    version: string;
  }[];
}

async function deploy(...args: string[]) {
  const result = await command('deploy', 'mfe-results', ...args);
  expect(result.code, result.stderr).toBe(0);
  return result;
}

/** Each journey starts and ends on the build pinned at the first start. */
async function backToBuiltIn() {
  if ((await liveManifest()).mfe_results?.version === builtIn) return;
  const pinned = (await history()).find((deployment) => deployment.action === 'pin')!;
  const result = await command(
    'rollback',
    'mfe-results',
    '--to',
    String(pinned.sequence),
    '--force',
  );
  if (result.code !== 0) throw new Error(result.stderr);
}

/** A link of the main navigation (the navbar). */
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const resultsRegion = (page: Page) => page.locator('[data-remote="mfe_results"]');
const heading = (page: Page) => resultsRegion(page).getByRole('heading', { level: 1 });
const openPage = (route: string) => newPage(browser(), { baseURL: app.baseUrl, path: route });

/** Every request the page makes to the artefact host. */
function hostRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(host.origin)) requests.push(request.url());
  });
  return requests;
}

beforeAll(async () => {
  const port = await freePort('127.0.0.1');
  version2 = buildVariant('mfe-results', 'version-2', (copy) =>
    edit(path.join(copy, 'src', 'App.tsx'), `>${VERSION_1}</h1>`, `>${VERSION_2}</h1>`),
  );
  react20 = buildVariant('mfe-results', 'react-20', (copy) =>
    edit(path.join(copy, 'package.json'), '"react": "^19.2.0"', '"react": "^20.0.0"'),
  );
  // A team adds an export to its copy of shared, without a version bump, and uses it.
  newExport = buildVariant(
    'mfe-results',
    'new-export',
    (copy) => {
      const app = path.join(copy, 'src', 'App.tsx');
      writeFileSync(
        app,
        `import { brandNewHelper } from '@module-feedback/shared';\n${readFileSync(app, 'utf8')}`,
      );
      edit(app, `>${VERSION_1}</h1>`, `>{brandNewHelper()}</h1>`);
    },
    (shared) =>
      writeFileSync(
        path.join(shared, 'src', 'index.ts'),
        `${readFileSync(path.join(shared, 'src', 'index.ts'), 'utf8')}\nexport const brandNewHelper = () => 'new';\n`,
      ),
  );
  host = await startArtefactHost(BUILDS, port);
  app = await launchApp({
    logDir: ARTIFACTS,
    extraEnv: { REMOTE_ORIGINS: host.origin },
    logName: 'deployments-server.log',
  });
  builtIn = (await liveManifest()).mfe_results!.version!;
  const created = await run(
    'deploy-token',
    ['create', 'mfe-results', '--name', 'results-ci'],
    app.env,
  );
  expect(created.code, created.stderr).toBe(0);
  token = created.stdout.trim();
}, 600_000);

afterAll(async () => {
  // Pages first: their open connections would only slow the server's shutdown down.
  for (const context of browser().contexts()) await context.close();
  await app?.stop();
  await host?.close();
}, 60_000);

afterEach(backToBuiltIn);

describe('deploying a remote alone', () => {
  it("a team's CI deploys version 2 with its token; pages get it from this server on their next load; rollback goes back", async () => {
    const shellPage = await fetch(`${app.baseUrl}/results`);
    expect(shellPage.headers.get('content-security-policy')).toMatch(
      /script-src 'self' [^;]*'nonce-/,
    );
    const page = await openPage('/results');
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
    // A tab left open across the deploy, on the version it loaded.
    const openTab = await openPage('/results');
    await heading(openTab).waitFor();

    const deployed = await asTeam('deploy', 'mfe-results', version2.dir, '--reason', 'version 2');
    expect(deployed.code, deployed.stderr).toBe(0);
    expect(deployed.stdout).toContain(`mfe-results ${version2.descriptor.version} is live`);
    const requests = hostRequests(page);
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_2);
    const maps = await page.$$eval('script[type="importmap"]', (found) =>
      found.map((map) => JSON.parse(map.textContent ?? '{}').integrity as Record<string, string>),
    );
    const integrity = Object.assign({}, ...maps) as Record<string, string>;
    const scripts = Object.keys(version2.descriptor.files).filter((file) => file.endsWith('.js'));
    for (const file of scripts) {
      const url = `${app.baseUrl}/remotes/mfe-results/${version2.descriptor.version}/${file}`;
      expect(integrity[url], file).toBe(version2.descriptor.files[file]!.integrity);
    }
    expect(requests).toEqual([]);

    // The open tab keeps working on version 1: its files are still served.
    await openTab.getByRole('link', { name: 'Module Feedback' }).first().click();
    await navLink(openTab, 'Results').click();
    await expect.poll(() => heading(openTab).textContent()).toBe(VERSION_1);
    expect(await openTab.pageErrors()).toEqual([]);

    const rolledBack = await asTeam('rollback', 'mfe-results');
    expect(rolledBack.stdout).toContain(`mfe-results ${builtIn} is live again`);
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('deploys from a host without CORS, or one that answers browsers other bytes: browsers run the checked copy only', async () => {
    const plain = await deploy(hosted(version2, 'no-cors/'));
    expect(plain.stdout).toContain(
      `note: ${host.origin} answered without Access-Control-Allow-Origin`,
    );
    await deploy(hosted(version2, 'two-faced/'), '--reason', 'from a host that lies to browsers');
    const page = await newPage(browser(), { baseURL: app.baseUrl });
    const requests = hostRequests(page);
    await page.goto('/results');
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_2);
    expect(await page.title()).not.toContain('never deployed');
    expect(TWO_FACED_SCRIPT).toContain('never deployed');
    expect(requests).toEqual([]);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('runs no script whose bytes are not the ones deployed, even served by this server', async () => {
    await deploy(hosted(version2));
    const page = await newPage(browser(), { baseURL: app.baseUrl });
    // Every chunk of the remote changes on its way to the browser.
    await page.route(
      `**/remotes/mfe-results/${version2.descriptor.version}/assets/*.js`,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: `${await response.text()}\ndocument.title = "tampered";`,
        });
      },
    );
    await page.goto('/results');
    await expect.poll(() => resultsRegion(page).getByRole('alert').textContent()).toMatch(TAMPERED);
    expect(await page.title()).not.toBe('tampered');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });

  it('refuses a build for another React major, and when forced the browser refuses it with the rest working', async () => {
    const refused = await command('deploy', 'mfe-results', hosted(react20));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /it needs react \^20\.0\.0, the shell provides 19\.3\.1: the live shell is \S+ \(#\d+\)/,
    );
    expect((await liveManifest()).mfe_results?.version).toBe(builtIn);

    const forced = await deploy(hosted(react20), '--force', '--reason', 'trying the browser check');
    expect(forced.stderr).toContain('forced past these refusals');
    const page = await newPage(browser(), { baseURL: app.baseUrl });
    await countReactRenderers(page);
    await page.goto('/results');
    await expect
      .poll(() => resultsRegion(page).getByRole('alert').textContent())
      .toMatch(INCOMPATIBLE);
    await navLink(page, 'Sign in/Sign up').click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await reactRendererVersions(page)).toHaveLength(1);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('refuses a build that imports an export the live shell’s shared lacks, whatever the versions say', async () => {
    expect(newExport.descriptor.imports['@module-feedback/shared']).toContain('brandNewHelper');
    const refused = await asTeam('deploy', 'mfe-results', newExport.dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'it imports brandNewHelper from @module-feedback/shared, which the shell does not provide',
    );
    expect((await liveManifest()).mfe_results?.version).toBe(builtIn);
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
  });
});

describe('deploying the shell', () => {
  /** A release of the shell: this checkout's build with a marker, described as its build does. */
  function shellRelease(
    name: string,
    change: (provides: { singletons: Record<string, string> }) => void,
  ) {
    const dir = path.join(BUILDS, name);
    rmSync(dir, { recursive: true, force: true });
    const built = path.join(path.dirname(BUILDS), '..', '..', 'shell', 'dist');
    cpSync(built, dir, { recursive: true });
    const parsed = parseShellDescriptor(
      JSON.parse(readFileSync(path.join(dir, 'deploy.json'), 'utf8')),
    );
    if ('problem' in parsed) throw new Error(parsed.problem);
    const { shell, packageVersion, page, provides, builtWith } = parsed.descriptor;
    const description = { shell, packageVersion, page, provides, builtWith };
    change(description.provides);
    edit(
      path.join(dir, 'index.html'),
      '<head>',
      `<head>\n    <meta name="release" content="${name}" />`,
    );
    for (const variant of ['index.html.br', 'index.html.gz'])
      rmSync(path.join(dir, variant), { force: true });
    return packageShell(dir, description);
  }

  it('refuses a shell release a live remote would be refused by; a good one goes live on the next load, and rolls back', async () => {
    shellRelease('shell-react-20', (provides) => (provides.singletons.react = '20.0.0'));
    const refused = await command('deploy', 'shell', path.join(BUILDS, 'shell-react-20'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /the live mfe-results \S+ \(#\d+\) would be refused: it needs react \^19\.2\.0, the shell provides 20\.0\.0/,
    );

    const release = shellRelease('shell-next', () => {});
    const deployed = await command('deploy', 'shell', `${host.origin}/shell-next/`);
    expect(deployed.code, deployed.stderr).toBe(0);
    expect(deployed.stdout).toContain(`deploy: shell ${release.version} is live`);
    const page = await openPage('/results');
    await expect
      .poll(() => page.locator('meta[name="release"]').getAttribute('content'))
      .toBe('shell-next');
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
    expect(await page.pageErrors()).toEqual([]);

    const back = await command('rollback', 'shell');
    expect(back.code, back.stderr).toBe(0);
    await page.reload();
    await heading(page).waitFor();
    expect(await page.locator('meta[name="release"]').count()).toBe(0);
  });
});

describe('loading remotes in the browser', () => {
  it('preloads the route’s remote chunks in parallel from its manifest, each held to its sha384', async () => {
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
        // Linked by the page the server sent, or imported by the shell's code.
        const imported = resources.find((resource) => resource.name === entryUrl);
        return {
          entryFetched: imported?.responseEnd ?? 0,
          chunksStarted: urls.map(
            (url) => resources.find((resource) => resource.name === url)?.startTime ?? Infinity,
          ),
          preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
            .filter((link) => link.integrity)
            .map((link) => link.href),
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
    // The prefetch of the linked remotes reads the manifest (the built-in build then) once the
    // visitor points at a link to one.
    const manifestRead = page.waitForResponse((response) =>
      response.url().endsWith('/remotes.json'),
    );
    await page.goto('/');
    await navLink(page, 'Results').hover();
    await manifestRead;
    await deploy(hosted(version2));
    // The open tab's manifest still names the built-in build, whose files are gone now.
    await page.route(`**/remotes/mfe-results/${builtIn}/assets/**`, (route) => route.abort());
    await navLink(page, 'Results').click();
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_2);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    const broken = await openPage('/');
    await broken.route(`**/remotes/mfe-results/${version2.descriptor.version}/assets/**`, (route) =>
      route.abort(),
    );
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

  it('applies an override from a link only once the person confirms it, requesting nothing from it before', async () => {
    const page = await newPage(browser(), { baseURL: app.baseUrl });
    const requests = hostRequests(page);
    await page.goto(`/results?override.mfe-results=${hosted(version2)}`);
    const banner = page.getByRole('complementary', { name: 'Developer overrides' });
    await expect
      .poll(() => banner.textContent())
      .toContain(`A link asks to load the results section from ${hosted(version2)}remoteEntry.js`);
    expect(new URL(page.url()).search).toBe('');
    // Whoever sent the link changed nothing: the deployed section runs, nothing came from there.
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('remoteOverrides'))).toBeNull();
    await banner
      .getByRole('button', { name: 'Ignore the override of the results section' })
      .click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);

    // The developer confirms: from then on the section comes from their server.
    await page.goto(`/results?override.mfe-results=${hosted(version2)}`);
    const reloaded = page.waitForEvent('framenavigated');
    await page
      .getByRole('button', {
        name: `Load the results section from ${hosted(version2)}remoteEntry.js`,
      })
      .click();
    await reloaded;
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_2);
    await expect
      .poll(() => banner.textContent())
      .toContain(`the results section comes from ${hosted(version2)}remoteEntry.js`);
    const reset = page.waitForEvent('framenavigated');
    await banner.getByRole('button', { name: 'Reset overrides' }).click();
    await reset;
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
  });
});

// Last: a version marked bad stays bad for the journeys after it.
describe('marking a version bad', () => {
  it('marks a version bad: a plain rollback passes it by, and --to goes to a chosen deployment', async () => {
    await deploy(hosted(version2), '--reason', 'version 2');
    await deploy(hosted(version2, 'no-cors/'), '--reason', 'version 2 again');
    const [again, first] = await history();
    const marked = await asTeam(
      'deployments',
      'mark-bad',
      String(first!.sequence),
      '--reason',
      'wrong numbers',
    );
    expect(marked.code, marked.stderr).toBe(0);
    // Both deployments made version 2 live: the version is bad, so rollback passes both by.
    const back = await command('rollback', 'mfe-results');
    expect(back.stdout).toContain(`mfe-results ${builtIn} is live again`);
    const page = await openPage('/results');
    await expect.poll(() => heading(page).textContent()).toBe(VERSION_1);
    const aimed = await command('rollback', 'mfe-results', '--to', String(again!.sequence));
    expect(aimed.code).toBe(1);
    expect(aimed.stderr).toContain('was marked bad by token:results-ci');
  });
});
