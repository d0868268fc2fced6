import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeIntoPage } from '../test/page-responses';
import { DEFAULT_SHELL_CONFIG, fetchShellConfig, parseShellConfig } from './config-json';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseShellConfig', () => {
  it('takes every string setting given and keeps defaults for the rest', () => {
    const config = parseShellConfig({
      apiBaseUrl: 'https://api.example.org',
      moduleDetailsUrl: 'https://uni.example.org/{year}/{code}',
      site: { supervisor: 'Dr Grace' },
    });
    expect(config.apiBaseUrl).toBe('https://api.example.org');
    expect(config.moduleDetailsUrl).toBe('https://uni.example.org/{year}/{code}');
    expect(config.site).toEqual({ ...DEFAULT_SHELL_CONFIG.site, supervisor: 'Dr Grace' });
  });

  it('ignores values of the wrong type and anything that is not an object', () => {
    expect(parseShellConfig({ apiBaseUrl: 42, site: ['x'] })).toEqual(DEFAULT_SHELL_CONFIG);
    expect(parseShellConfig('nonsense')).toEqual(DEFAULT_SHELL_CONFIG);
    expect(parseShellConfig(null)).toEqual(DEFAULT_SHELL_CONFIG);
  });
});

describe('fetchShellConfig', () => {
  it('reads config.json next to the page', async () => {
    const fetch = vi.fn(async (_url: URL) =>
      Response.json({ site: { productName: 'Course Voice' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const config = await fetchShellConfig('https://app.example.org/some/');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://app.example.org/some/config.json');
    expect(config.site.productName).toBe('Course Voice');
  });

  it('reads the config at the app root whatever route the page shows', async () => {
    const fetch = vi.fn(async (_url: URL) => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    window.history.pushState(null, '', '/results/CS3001/anything');
    try {
      await fetchShellConfig();
    } finally {
      window.history.pushState(null, '', '/');
    }
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${window.location.origin}/config.json`);
  });

  it('takes the config the server wrote into the page, without asking for it', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    writeIntoPage('/config.json', JSON.stringify({ site: { productName: 'Course Voice' } }));
    const config = await fetchShellConfig(`${window.location.origin}/`);
    expect(config.site.productName).toBe('Course Voice');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to the defaults when config.json is missing or unreachable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    expect(await fetchShellConfig('https://app.example.org/')).toEqual(DEFAULT_SHELL_CONFIG);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await fetchShellConfig('https://app.example.org/')).toEqual(DEFAULT_SHELL_CONFIG);
  });
});

describe('parseShellConfig, where a value could mislead', () => {
  it('drops addresses that would not open a web page', () => {
    const config = parseShellConfig({
      moduleDetailsUrl: 'javascript:alert(1)//{code}',
      site: { repositoryUrl: 'javascript:alert(1)', developer: 'Ada' },
    });
    expect(config.moduleDetailsUrl).toBe('');
    expect(config.site.repositoryUrl).toBe('');
    expect(config.site.developer).toBe('Ada');
  });

  it('leaves the locale to be checked when something is first written in it', () => {
    // Checking builds the page's first Intl object, which costs the first load ~13 ms.
    const construct = vi.spyOn(Intl, 'DateTimeFormat');
    expect(parseShellConfig({ locale: 'not a locale' }).locale).toBe('not a locale');
    expect(construct).not.toHaveBeenCalled();
  });
});
