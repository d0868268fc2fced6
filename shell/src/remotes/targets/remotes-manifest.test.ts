import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRemotesManifest, parseRemotesManifest } from './remotes-manifest';

const page = 'https://app.example.org/';

describe('parseRemotesManifest', () => {
  it('resolves relative entries against the page and keeps absolute ones', () => {
    const manifest = parseRemotesManifest(
      {
        mfe_results: 'https://cdn.example.net/results/v7/remoteEntry.js',
        mfe_auth: {
          entry: '/remotes/mfe-auth/1.0.0-abc/remoteEntry.js',
          version: '1.0.0-abc',
          integrity: 'sha384-x',
        },
      },
      page,
    );
    expect(manifest).toEqual({
      mfe_results: { entry: 'https://cdn.example.net/results/v7/remoteEntry.js' },
      mfe_auth: {
        entry: 'https://app.example.org/remotes/mfe-auth/1.0.0-abc/remoteEntry.js',
        version: '1.0.0-abc',
        integrity: 'sha384-x',
      },
    });
  });

  it('leaves out unusable entries and unknown remotes, saying so on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRemotesManifest({ mfe_results: 42, unknown_remote: '/x.js' }, page)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('fetchRemotesManifest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.pushState(null, '', '/');
  });

  it('reads the manifest at the app root, not next to a deep route (a reload of /results/)', async () => {
    const fetch = vi.fn(async (_url: URL) =>
      Response.json({ mfe_results: '/remotes/mfe-results/1.0.0-abc/remoteEntry.js' }),
    );
    vi.stubGlobal('fetch', fetch);
    window.history.pushState(null, '', '/results/');
    const manifest = await fetchRemotesManifest();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${window.location.origin}/remotes.json`);
    expect(manifest.mfe_results?.entry).toBe(
      `${window.location.origin}/remotes/mfe-results/1.0.0-abc/remoteEntry.js`,
    );
  });

  it('asks with the tab’s preview link, which the server checks', async () => {
    const fetch = vi.fn(async (_url: URL) => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    await fetchRemotesManifest(page, 'a.b.c');
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${page}remotes.json?preview=a.b.c`);
  });
});
