import { describe, expect, it } from 'vitest';
import { lifecycleChunks, lifecycleStyles, sharesListed } from './lifecycle-assets';

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

describe('lifecycleChunks', () => {
  it('lists the chunks the lifecycles load at once and the share glue, next to the entry', () => {
    expect(lifecycleChunks(manifest, entry)).toEqual([
      'https://cdn.example.org/results/1.0.0-abc/assets/lifecycles-1.js',
      'https://cdn.example.org/results/1.0.0-abc/assets/App-2.js',
      'https://cdn.example.org/results/1.0.0-abc/assets/_virtual_mf__loadShare__shared-4.js',
    ]);
  });

  it("finds the share glue among a share's files too, each glue chunk once", () => {
    const listedByShare = {
      ...manifest,
      shared: [
        {
          name: 'primereact/datatable',
          assets: {
            js: {
              sync: [],
              async: ['assets/datatable-7.js', 'assets/_virtual_mf__loadShare__shared-4.js'],
            },
          },
        },
        {
          name: 'react',
          assets: { js: { sync: ['assets/_virtual_mf__loadShare__react-8.js'], async: [] } },
        },
      ],
    };
    expect(lifecycleChunks(listedByShare, entry)).toEqual([
      'https://cdn.example.org/results/1.0.0-abc/assets/lifecycles-1.js',
      'https://cdn.example.org/results/1.0.0-abc/assets/App-2.js',
      'https://cdn.example.org/results/1.0.0-abc/assets/_virtual_mf__loadShare__shared-4.js',
      'https://cdn.example.org/results/1.0.0-abc/assets/_virtual_mf__loadShare__react-8.js',
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

describe('sharesListed', () => {
  it('names each share the manifest lists, and nothing of another shape', () => {
    expect(
      sharesListed({ shared: [{ name: 'react' }, { name: 'primereact/button' }, {}] }),
    ).toEqual(['react', 'primereact/button']);
    expect(sharesListed({ shared: 'react' })).toEqual([]);
    expect(sharesListed(undefined)).toEqual([]);
  });
});
