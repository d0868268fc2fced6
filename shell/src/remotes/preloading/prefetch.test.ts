import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Prefetch from './prefetch';
import { REMOTES } from '@module-feedback/federation/contract';

vi.mock('../targets/remotes-manifest', () => ({
  fetchRemotesManifest: async () => ({
    mfe_results: { entry: 'http://localhost:3000/remotes/mfe-results/1/remoteEntry.js' },
    mfe_auth: { entry: 'http://localhost:3000/remotes/mfe-auth/1/remoteEntry.js' },
  }),
}));

const pageRemote = vi.hoisted(() => ({ settled: Promise.resolve() }));
vi.mock('../loading/load-remote', () => ({ remoteSettled: () => pageRemote.settled }));

let prefetch: typeof Prefetch;
beforeEach(async () => {
  vi.resetModules();
  prefetch = await import('./prefetch');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        exposes: [{ path: './lifecycles', assets: { js: { sync: ['assets/App-1.js'] } } }],
      }),
    ),
  );
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  pageRemote.settled = Promise.resolve();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('linkedRemotes', () => {
  it('finds the remotes the page links to, except the one it shows', () => {
    document.body.innerHTML = `
      <a href="/results">Results</a><a href="/results/COMP1001">one module</a>
      <a href="/auth">Sign in</a><a href="/">Home</a><a href="https://elsewhere.example/admin">x</a>`;
    expect(prefetch.linkedRemotes(document, '/').map((remote) => remote.name)).toEqual([
      'mfe_results',
      'mfe_auth',
    ]);
    expect(
      prefetch.linkedRemotes(document, '/results/COMP1001').map((remote) => remote.name),
    ).toEqual(['mfe_auth']);
  });
});

describe('prefetchRemote', () => {
  it("prefetches a remote's entry and the chunks of its lifecycles, once", async () => {
    const results = REMOTES[0];
    await prefetch.prefetchRemote(results);
    await prefetch.prefetchRemote(results);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.href]);
    expect(links).toEqual([
      ['prefetch', 'http://localhost:3000/remotes/mfe-results/1/remoteEntry.js'],
      ['prefetch', 'http://localhost:3000/remotes/mfe-results/1/assets/App-1.js'],
    ]);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      new URL('http://localhost:3000/remotes/mfe-results/1/mf-manifest.json'),
      { priority: 'low' },
    );
  });

  it('gives up quietly when the remote cannot be found', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    await prefetch.prefetchRemote(REMOTES[2]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(debug).toHaveBeenCalled();
  });
});

describe('prefetchLinkedRemotes', () => {
  it('prefetches on idle after each navigation, and stops when asked', async () => {
    const idle = vi.fn((task: () => void) => {
      task();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    document.body.innerHTML = '<a href="/auth">Sign in</a>';
    let navigated = () => {};
    const unsubscribe = vi.fn();
    const stop = prefetch.prefetchLinkedRemotes({
      subscribe: (listener) => {
        navigated = listener;
        return unsubscribe;
      },
    });
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
    navigated();
    expect(idle).toHaveBeenCalledTimes(2);
    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it("waits for the page's own remote before prefetching the ones it links to", async () => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      task();
      return 1;
    });
    window.history.replaceState(null, '', '/results');
    document.body.innerHTML = '<a href="/auth">Sign in</a>';
    let loaded = () => {};
    pageRemote.settled = new Promise<void>((resolve) => (loaded = resolve));
    prefetch.prefetchLinkedRemotes({ subscribe: () => () => {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    loaded();
    await vi.waitFor(() => expect(document.head.querySelectorAll('link')).toHaveLength(2));
  });
});
