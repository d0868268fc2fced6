// The composition itself: remotes are separate builds loaded at runtime from the
// manifest, share one React and one session with the shell, and fail in isolation.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REMOTES, type RemotesManifest } from '@module-feedback/federation/contract';
import { baseUrl, browserPerFile, newPage, signUpStudent } from '../support';
import { countReactRenderers, reactRendererVersions } from '../support/react-renderers';

const browser = browserPerFile();

/** Where the server says each remote's entry is (its built-in version here). */
async function liveEntries(): Promise<Map<string, URL>> {
  const manifest = (await (
    await fetch(new URL('/remotes.json', baseUrl()))
  ).json()) as RemotesManifest;
  return new Map(
    REMOTES.map(({ name }) => [name, new URL(manifest[name]!.entry, baseUrl())] as const),
  );
}

/** The files each remote would load if it had to bring its own React or PrimeReact. */
async function remoteOwnCopies(): Promise<string[]> {
  const files: string[] = [];
  for (const entry of (await liveEntries()).values()) {
    const prefix = new URL('.', entry).pathname;
    const manifest = (await (
      await fetch(new URL(`${prefix}mf-manifest.json`, baseUrl()))
    ).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of manifest.shared.filter(({ name }) =>
      /^(react|react-dom|primereact)(\/|$)/.test(name),
    )) {
      // Not the share glue (`…__loadShare__…`), which hands a share over from the page's
      // provider: the manifest can list it among a share's files (shared's glue, for the
      // table shared imports lazily), and every remote loads it.
      files.push(
        ...[...shared.assets.js.sync, ...shared.assets.js.async]
          .filter((file) => !/__loadShare__/.test(file))
          .map((file) => prefix + file),
      );
    }
  }
  return files;
}

async function visitEverySection(page: Page) {
  for (const remote of REMOTES) {
    await page.evaluate((route) => {
      history.pushState(null, '', route);
      dispatchEvent(new PopStateEvent('popstate'));
    }, remote.route);
    await page.locator(`[data-remote="${remote.name}"] .remote-root`).waitFor();
  }
}

describe('module federation', () => {
  it('loads each remote from its own build through the runtime manifest', async () => {
    const page = await newPage(browser());
    const entries: string[] = [];
    page.on('request', (request) => {
      // The entry as imported (its check before and a prefetch read it too, not as a script).
      if (request.url().endsWith('/remoteEntry.js') && request.resourceType() === 'script') {
        entries.push(new URL(request.url()).pathname);
      }
    });
    await page.goto('/');
    await visitEverySection(page);
    expect(entries.sort()).toEqual(
      [...(await liveEntries()).values()].map((entry) => entry.pathname).sort(),
    );
    for (const remote of REMOTES) {
      expect(entries.some((entry) => entry.startsWith(`/remotes/${remote.folder}/`))).toBe(true);
    }
    expect(await page.pageErrors()).toEqual([]);
  });

  it('loads React and PrimeReact once for the shell and all four remotes', async () => {
    const page = await newPage(browser());
    await countReactRenderers(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await visitEverySection(page);

    const versions = await reactRendererVersions(page);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatch(/^19\./);
    const fallbacks = await remoteOwnCopies();
    expect(fallbacks.length).toBeGreaterThan(0);
    expect(requested.filter((path) => fallbacks.includes(path))).toEqual([]);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('shares one session: signing in inside the auth remote updates the shell at once', async () => {
    const student = await signUpStudent();
    const page = await newPage(browser(), { path: '/auth' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username', { exact: true }).fill(student.username);
    await form.getByLabel('Password', { exact: true }).fill(student.password);
    // Storage events do not reach the tab that wrote, so only a shared session object can
    // tell the shell's navbar about the remote's sign-in.
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(`Hello, ${student.username}`).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  it('isolates a remote that cannot be loaded, and retries it', async () => {
    const page = await newPage(browser());
    let dead = true;
    await page.route('**/remotes.json', async (route: Route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as Record<string, string>;
      if (dead) manifest.mfe_results = 'http://127.0.0.1:9/remoteEntry.js';
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/results');
    const failure = page.getByText('The results section could not be loaded.');
    await failure.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    // The other sections still work.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sign in/Sign up' })
      .click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Module Feedback' }).click();
    await page.getByRole('heading', { name: 'Welcome to Module Feedback' }).waitFor();

    // Once the remote is reachable again, Retry brings it in without a reload.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Results' })
      .click();
    await failure.waitFor();
    dead = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.remote-root').waitFor();
    expect(await failure.count()).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
});
