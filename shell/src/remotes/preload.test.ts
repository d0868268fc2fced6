import { afterEach, describe, expect, it } from 'vitest';
import { lifecycleChunks, linkResources } from './preload';

const entry = 'https://cdn.example.org/results/1.0.0-abc/remoteEntry.js';
const manifest = {
  exposes: [
    {
      path: './lifecycles',
      assets: {
        js: {
          sync: ['assets/lifecycles-1.js', 'assets/App-2.js'],
          async: ['assets/react-dom-3.js'],
        },
      },
    },
    { path: './Other', assets: { js: { sync: ['assets/other.js'] } } },
  ],
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('lifecycleChunks', () => {
  it('lists the chunks the lifecycles load at once, next to the entry', () => {
    expect(lifecycleChunks(manifest, entry)).toEqual([
      'https://cdn.example.org/results/1.0.0-abc/assets/lifecycles-1.js',
      'https://cdn.example.org/results/1.0.0-abc/assets/App-2.js',
    ]);
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
      ['prefetch', entry],
    ]);
    expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });
});
