import { afterEach, describe, expect, it } from 'vitest';
import { linkResources } from './preload';

const entry = 'https://cdn.example.org/results/1.0.0-abc/remoteEntry.js';
const urls = ['lifecycles-1.js', 'App-2.js', '_virtual_mf__loadShare__shared-4.js'].map(
  (file) => new URL(`assets/${file}`, entry).href,
);
const style = new URL('assets/App-5.css', entry).href;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('linkResources', () => {
  it('links each URL once, fetched as module imports are', () => {
    linkResources('modulepreload', urls);
    linkResources('prefetch', [...urls, entry]);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', urls[0]],
      ['modulepreload', urls[1]],
      ['modulepreload', urls[2]],
      ['prefetch', entry],
    ]);
    expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });

  it("preloads a stylesheet as Vite's loader will request it", () => {
    linkResources('preload', [style]);
    const link = document.head.querySelector('link')!;
    expect([link.rel, link.as, link.href, link.crossOrigin]).toEqual([
      'preload',
      'style',
      style,
      'anonymous',
    ]);
  });
});
