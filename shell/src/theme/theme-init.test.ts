// theme-init.js runs in <head> before the app: it marks the theme and links that
// theme's stylesheet from the list the build writes into index.html.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STYLESHEETS_ELEMENT_ID } from '@module-feedback/federation/contract';
import themeInit from './theme-init.js?raw';
import { fakeDarkSchemeQuery } from '../test/fake-media';
import { THEME_LINK_ID } from './theme-stylesheet';

// The script as the browser runs it: a plain function of the page's globals.
const runThemeInit = new Function(themeInit) as () => void;

function listStylesheets(text: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = THEME_STYLESHEETS_ELEMENT_ID;
  list.textContent = text;
  document.head.append(list);
}

const stylesheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => [
    link.id,
    new URL(link.href).pathname,
    link.getAttribute('blocking'),
  ]);

beforeEach(() => {
  vi.stubGlobal('matchMedia', fakeDarkSchemeQuery(false).matchMedia);
});

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('theme-init.js', () => {
  it("marks the stored theme and links that theme's stylesheet, which the first paint waits for", () => {
    localStorage.setItem('themeMode', 'dark');
    listStylesheets('{"light":"assets/theme-a1.css","dark":"assets/theme-b2.css"}');
    runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('dark');
    // The app's theme switch takes over this very link, by its id.
    expect(stylesheets()).toEqual([[THEME_LINK_ID, '/assets/theme-b2.css', 'render']]);
  });

  it('links nothing without the list, or with a broken one, and still marks the theme', () => {
    runThemeInit();
    listStylesheets('{broken');
    runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(stylesheets()).toEqual([]);
  });
});
