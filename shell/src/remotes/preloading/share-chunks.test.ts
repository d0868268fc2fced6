import { afterEach, describe, expect, it } from 'vitest';
import { SHARE_CHUNKS_ELEMENT_ID } from '@module-feedback/federation/contract';
import { shareChunksFor } from './share-chunks';

const root = 'https://app.example.org/';
const manifest = {
  shared: [{ name: 'react' }, { name: 'primereact/datatable' }, { name: 'primereact/tag' }],
};

function writeMap(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SHARE_CHUNKS_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('shareChunksFor', () => {
  it("lists the shell's chunks of every share the remote's manifest names", () => {
    writeMap(
      JSON.stringify({
        'primereact/datatable': ['assets/datatable-1.js', 'assets/paginator-2.js'],
        'primereact/tag': ['assets/tag-3.js'],
        'primereact/slider': ['assets/slider-4.js'],
      }),
    );
    expect(shareChunksFor(manifest, document, root)).toEqual([
      'https://app.example.org/assets/datatable-1.js',
      'https://app.example.org/assets/paginator-2.js',
      'https://app.example.org/assets/tag-3.js',
    ]);
  });

  it('lists nothing without the map, with a broken one, or for a manifest of another shape', () => {
    expect(shareChunksFor(manifest, document, root)).toEqual([]);
    writeMap('{not json');
    expect(shareChunksFor(manifest, document, root)).toEqual([]);
    expect(shareChunksFor({ shared: 'react' }, document, root)).toEqual([]);
    expect(shareChunksFor(undefined, document, root)).toEqual([]);
  });
});
