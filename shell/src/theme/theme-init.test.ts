// public/theme-init.js runs in <head> before the app: it marks the theme and starts fetching
// that theme's stylesheet from the list the build writes into index.html.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STYLESHEETS_ELEMENT_ID } from '@module-feedback/federation/contract';
import themeInit from '../../public/theme-init.js?raw';
import { fakeDarkSchemeQuery } from '../test/fake-media';

// The script as the browser runs it: a plain function of the page's globals.
const runThemeInit = new Function(themeInit) as () => void;

function listStylesheets(text: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = THEME_STYLESHEETS_ELEMENT_ID;
  list.textContent = text;
  document.head.append(list);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map(
    (link) => new URL(link.href).pathname,
  );

beforeEach(() => {
  vi.stubGlobal('matchMedia', fakeDarkSchemeQuery(false).matchMedia);
});

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('theme-init.js', () => {
  it("marks the stored theme and preloads that theme's stylesheet", () => {
    localStorage.setItem('themeMode', 'dark');
    listStylesheets('{"light":"assets/theme-a1.css","dark":"assets/theme-b2.css"}');
    runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(preloads()).toEqual(['/assets/theme-b2.css']);
  });

  it('preloads nothing without the list, or with a broken one, and still marks the theme', () => {
    runThemeInit();
    listStylesheets('{broken');
    runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(preloads()).toEqual([]);
  });
});
