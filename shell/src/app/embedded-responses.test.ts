import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeIntoPage } from '../test/page-responses';
import { fetchUnlessEmbedded, takeEmbeddedResponse } from './embedded-responses';

const here = (path: string) => new URL(path, window.location.origin);

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe('takeEmbeddedResponse', () => {
  it('answers with the text the page holds for the path, exactly, once', async () => {
    const text = '{\n  "remote": "mfe_results", "note": "café </script>" }';
    writeIntoPage('/remotes/mfe-results/1/deploy.json', text);
    const response = takeEmbeddedResponse(here('/remotes/mfe-results/1/deploy.json'));
    expect(response?.headers.get('content-type')).toBe('application/json');
    const bytes = [...new Uint8Array(await response!.arrayBuffer())];
    expect(bytes).toEqual([...new TextEncoder().encode(text)]);
    expect(takeEmbeddedResponse(here('/remotes/mfe-results/1/deploy.json'))).toBeUndefined();
  });

  it('holds nothing for another path, a query the page did not get, or another origin', () => {
    writeIntoPage('/config.json', '{}');
    expect(takeEmbeddedResponse(here('/remotes.json'))).toBeUndefined();
    expect(takeEmbeddedResponse(here('/config.json?preview=x'))).toBeUndefined();
    expect(takeEmbeddedResponse(new URL('https://cdn.example.org/config.json'))).toBeUndefined();
    expect(takeEmbeddedResponse(here('/config.json'))).toBeDefined();
  });

  it('holds nothing where the holder is not a JSON string', () => {
    writeIntoPage('/config.json', '', '{"not": "a string"}');
    expect(takeEmbeddedResponse(here('/config.json'))).toBeUndefined();
  });
});

describe('fetchUnlessEmbedded', () => {
  it('asks the server only for what the page does not hold, and again once it was taken', async () => {
    const fetch = vi.fn(async () => Response.json({ from: 'server' }));
    vi.stubGlobal('fetch', fetch);
    writeIntoPage('/config.json', '{"from":"page"}');
    expect(await (await fetchUnlessEmbedded(here('/config.json'))).json()).toEqual({
      from: 'page',
    });
    expect(fetch).not.toHaveBeenCalled();
    const init = { cache: 'no-cache' } as const;
    expect(await (await fetchUnlessEmbedded(here('/config.json'), init)).json()).toEqual({
      from: 'server',
    });
    expect(fetch).toHaveBeenCalledWith(here('/config.json'), init);
  });
});
