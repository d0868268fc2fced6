import { describe, expect, it } from 'vitest';
import { shareChunks, shareChunksTag } from './share-chunks';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
  moduleIds,
  imports,
  facadeModuleId: moduleIds[0] ?? null,
});

type Bundle = Parameters<typeof shareChunks>[0];

const DATATABLE_MODULE = '/app/node_modules/primereact/datatable/datatable.esm.js';
const BUTTON_MODULE = '/app/node_modules/primereact/button/button.esm.js';
const bundle = {
  'assets/datatable-a1.js': chunk(
    'assets/datatable-a1.js',
    [DATATABLE_MODULE],
    ['assets/paginator-b2.js'],
  ),
  'assets/paginator-b2.js': chunk(
    'assets/paginator-b2.js',
    ['/app/node_modules/primereact/paginator/paginator.esm.js'],
    ['assets/first-load-c3.js'],
  ),
  'assets/first-load-c3.js': chunk('assets/first-load-c3.js', ['/app/src/main.tsx', BUTTON_MODULE]),
  'assets/theme.css': { type: 'asset' as const, fileName: 'assets/theme.css' },
} as unknown as Bundle;

describe('shareChunks', () => {
  it("lists the chunk holding each share's module with what it imports statically", () => {
    expect(shareChunks(bundle, { 'primereact/datatable': DATATABLE_MODULE })).toEqual({
      'primereact/datatable': [
        'assets/datatable-a1.js',
        'assets/paginator-b2.js',
        'assets/first-load-c3.js',
      ],
    });
  });

  it('leaves out shares whose module is in no chunk', () => {
    expect(shareChunks(bundle, { react: '/app/node_modules/react/index.js' })).toEqual({});
  });
});

describe('shareChunksTag', () => {
  it('writes the map into index.html, without the chunks the page links already', () => {
    const html = '<script type="module" src="/assets/first-load-c3.js"></script>';
    const tag = shareChunksTag(html, bundle, {
      'primereact/datatable': DATATABLE_MODULE,
      'primereact/button': BUTTON_MODULE,
    });
    expect(tag).toMatchObject({ attrs: { type: 'application/json', id: 'share-chunks' } });
    // The button is in the page's own chunk: nothing left to fetch for it.
    expect(JSON.parse(String(tag.children))).toEqual({
      'primereact/datatable': ['assets/datatable-a1.js', 'assets/paginator-b2.js'],
    });
  });
});
