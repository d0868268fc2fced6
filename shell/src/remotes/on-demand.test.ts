import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRemoteLinkIntent, remoteSupportPending } from './on-demand';
import { OVERRIDES_STORAGE_KEY } from './overrides/override-keys';
import { PREVIEW_STORAGE_KEY } from './previews/preview-keys';

const at = (href: string) => new URL(href) as unknown as Location;

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('remoteSupportPending', () => {
  it('is false for a plain address with nothing kept', () => {
    expect(remoteSupportPending(at('http://localhost:3000/'))).toBe(false);
  });

  it('is true for parameters in the address (an override or a preview link)', () => {
    expect(remoteSupportPending(at('http://localhost:3000/?preview=abc'))).toBe(true);
    expect(
      remoteSupportPending(
        at('http://localhost:3000/?override.mfe-results=http://localhost:5174/'),
      ),
    ).toBe(true);
  });

  it('is true while an override or a preview is kept', () => {
    window.localStorage.setItem(OVERRIDES_STORAGE_KEY, '{}');
    expect(remoteSupportPending(at('http://localhost:3000/'))).toBe(true);
    window.localStorage.clear();
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'token');
    expect(remoteSupportPending(at('http://localhost:3000/'))).toBe(true);
  });
});

describe('onRemoteLinkIntent', () => {
  function page() {
    document.body.innerHTML = `
      <a href="/">Home</a>
      <a href="/results/CS3001"><span>Results</span></a>
      <a href="https://elsewhere.example/results">Elsewhere</a>`;
    const [home, results, elsewhere] = [...document.querySelectorAll('a')];
    return { home: home!, results: results!, elsewhere: elsewhere! };
  }

  it.each([
    [
      'pointing at',
      (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true })),
    ],
    ['focusing', (element: Element) => (element as HTMLElement).focus()],
    [
      'touching',
      (element: Element) => element.dispatchEvent(new Event('touchstart', { bubbles: true })),
    ],
  ])("answers %s a link to a remote's route, once", (_what, act) => {
    const { results } = page();
    const intent = vi.fn();
    onRemoteLinkIntent(intent);
    act(results.querySelector('span') ?? results);
    act(results);
    expect(intent).toHaveBeenCalledTimes(1);
  });

  it("ignores the shell's own pages and other sites", () => {
    const { home, elsewhere } = page();
    const intent = vi.fn();
    onRemoteLinkIntent(intent);
    home.focus();
    elsewhere.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(intent).not.toHaveBeenCalled();
  });

  it('stops listening when told to', () => {
    const { results } = page();
    const intent = vi.fn();
    const stop = onRemoteLinkIntent(intent);
    stop();
    results.focus();
    expect(intent).not.toHaveBeenCalled();
  });
});
