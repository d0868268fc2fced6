import { afterEach, describe, expect, it } from 'vitest';
import { lifecycleChunks, lifecycleStyles, linkResources } from './preload';

const entry = 'https://cdn.example.org/results/1.0.0-abc/remoteEntry.js';
const manifest = {
  exposes: [
    {
      path: './lifecycles',
      assets: {
        js: {
          sync: ['assets/lifecycles-1.js', 'assets/App-2.js'],
          async: ['assets/react-dom-3.js', 'assets/_virtual_mf__loadShare__shared-4.js'],
        },
        css: { sync: ['assets/App-5.css'], async: ['assets/later-6.css'] },
      },
    },
    { path: './Other', assets: { js: { sync: ['assets/other.js'] } } },
  ],
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('lifecycleChunks', () => {
  it('lists the chunks the lifecycles load at once and the share glue, next to the entry', () => {
    expect(lifecycleChunks(manifest, entry)).toEqual([
      'https://cdn.example.org/results/1.0.0-abc/assets/lifecycles-1.js',
      'https://cdn.example.org/results/1.0.0-abc/assets/App-2.js',
      'https://cdn.example.org/results/1.0.0-abc/assets/_virtual_mf__loadShare__shared-4.js',
    ]);
  });

  it("never lists the remote's own copies of shared packages", () => {
    expect(lifecycleChunks(manifest, entry).some((url) => url.includes('react-dom'))).toBe(false);
  });
});

describe('lifecycleStyles', () => {
  it('lists the stylesheets the lifecycles add at once', () => {
    expect(lifecycleStyles(manifest, entry)).toEqual([
      'https://cdn.example.org/results/1.0.0-abc/assets/App-5.css',
    ]);
    expect(lifecycleStyles(undefined, entry)).toEqual([]);
  });

  it('finds nothing in a manifest of another shape', () => {
    expect(lifecycleChunks(undefined, entry)).toEqual([]);
    expect(lifecycleChunks({ exposes: [{ path: './lifecycles' }] }, entry)).toEqual([]);
  });
});

describe('linkResources', () => {
  it('links each URL once, fetched as module imports are', () => {
    const urls = lifecycleChunks(manifest, entry);
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
    const [style] = lifecycleStyles(manifest, entry);
    linkResources('preload', [style!]);
    const link = document.head.querySelector('link')!;
    expect([link.rel, link.as, link.href, link.crossOrigin]).toEqual([
      'preload',
      'style',
      style,
      'anonymous',
    ]);
  });
});
