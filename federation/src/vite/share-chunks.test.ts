import { describe, expect, it } from 'vitest';
import { shareChunks, shareChunksTag } from './share-chunks';

const chunk = (fileName: string, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
  imports,
  facadeModuleId: null,
});

type Bundle = Parameters<typeof shareChunks>[0];

const DATATABLE =
  'assets/_virtual_mf__shell__prebuild__primereact_mf_1_datatable__prebuild__-a1.js';
const bundle = {
  [DATATABLE]: chunk(DATATABLE, ['assets/paginator-b2.js']),
  'assets/paginator-b2.js': chunk('assets/paginator-b2.js', ['assets/inputnumber-c3.js']),
  'assets/inputnumber-c3.js': chunk('assets/inputnumber-c3.js'),
  'assets/index-d4.js': chunk('assets/index-d4.js', ['assets/paginator-b2.js']),
  'assets/theme.css': { type: 'asset' as const, fileName: 'assets/theme.css' },
} as unknown as Bundle;

describe('shareChunks', () => {
  it("lists each share's own chunk with what it imports statically, one after another", () => {
    expect(shareChunks(bundle, ['primereact/datatable'])).toEqual({
      'primereact/datatable': [DATATABLE, 'assets/paginator-b2.js', 'assets/inputnumber-c3.js'],
    });
  });

  it('leaves out shares without a chunk of their own (those the shell imports itself)', () => {
    expect(shareChunks(bundle, ['react', 'primereact/button'])).toEqual({});
  });
});

describe('shareChunksTag', () => {
  it('writes the map into index.html, without the chunks the page links already', () => {
    const html = '<link rel="modulepreload" href="/assets/inputnumber-c3.js">';
    const tag = shareChunksTag(html, bundle, ['primereact/datatable']);
    expect(tag).toMatchObject({ attrs: { type: 'application/json', id: 'share-chunks' } });
    expect(JSON.parse(String(tag.children))).toEqual({
      'primereact/datatable': [DATATABLE, 'assets/paginator-b2.js'],
    });
  });
});
