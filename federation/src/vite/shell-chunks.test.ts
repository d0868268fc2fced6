import { describe, expect, it } from 'vitest';
import { PROVIDED_SHARES_ID } from './provided-shares';
import { isLazyShare, remoteShareChunks, staticGraph } from './shell-chunks';

describe('staticGraph', () => {
  const imports: Record<string, string[]> = {
    'index.html': ['main.tsx'],
    'main.tsx': ['react', 'frame.tsx'],
    'frame.tsx': ['react', 'button.js'],
    'button.js': ['react'],
    // Imported only dynamically (not listed as a static import): stays out.
    'remote-support.ts': ['zod'],
  };
  const graph = staticGraph(['index.html'], (id) => imports[id] ?? []);

  it('holds every module the entries import statically, directly or not, each once', () => {
    expect([...graph].sort()).toEqual(['button.js', 'frame.tsx', 'main.tsx', 'react']);
  });

  it('leaves out the entries themselves and what is only imported dynamically', () => {
    expect(graph.has('index.html')).toBe(false);
    expect(graph.has('remote-support.ts')).toBe(false);
    expect(graph.has('zod')).toBe(false);
  });
});

describe('remoteShareChunks', () => {
  const imports: Record<string, string[]> = {
    'primereact/datatable': ['primereact/paginator', 'primereact/overlay', 'primereact/api'],
    'primereact/paginator': ['primereact/api', 'primereact/inputnumber'],
    'primereact/inputnumber': ['primereact/api'],
    'primereact/dialog': ['primereact/overlay', 'primereact/api'],
    'primereact/multiselect': ['primereact/virtualscroller', 'primereact/overlay'],
    'primereact/accordion': ['primereact/csstransition'],
    'primereact/slider': ['primereact/csstransition'],
    '/repo/shared/src/index.ts': ['/repo/shared/src/ui/form.tsx', 'react'],
    '/repo/shared/src/ui/form.tsx': ['primereact/dialog'],
  };
  const firstLoad = new Set(['react', 'primereact/api']);
  const oneRemote: Record<string, string> = {
    'primereact/multiselect': 'remote-shares-mfe-admin',
    'primereact/inputnumber': 'remote-shares-mfe-admin',
    'primereact/accordion': 'remote-shares-mfe-results',
    'primereact/slider': 'remote-shares-mfe-feedback',
  };
  const chunks = remoteShareChunks(
    [
      'primereact/datatable',
      'primereact/dialog',
      'primereact/multiselect',
      'primereact/inputnumber',
      'primereact/accordion',
      'primereact/slider',
      '/repo/shared/src/index.ts',
      'react',
    ],
    ['primereact/datatable'],
    (id) => oneRemote[id],
    (id) => imports[id] ?? [],
    firstLoad,
  );

  it('holds the shares and what they import, less what the first load has', () => {
    expect([...chunks.keys()].sort()).toEqual([
      '/repo/shared/src/ui/form.tsx',
      'primereact/accordion',
      'primereact/csstransition',
      'primereact/dialog',
      'primereact/inputnumber',
      'primereact/multiselect',
      'primereact/overlay',
      'primereact/slider',
      'primereact/virtualscroller',
    ]);
  });

  it("puts what only one remote's shares bring into that remote's chunk", () => {
    expect(chunks.get('primereact/multiselect')).toBe('remote-shares-mfe-admin');
    expect(chunks.get('primereact/virtualscroller')).toBe('remote-shares-mfe-admin');
    expect(chunks.get('primereact/accordion')).toBe('remote-shares-mfe-results');
  });

  it('puts what several remotes need into the common chunk', () => {
    expect(chunks.get('primereact/dialog')).toBe('remote-shares');
    expect(chunks.get('/repo/shared/src/ui/form.tsx')).toBe('remote-shares');
    // Brought by a remote's own share and by a common one.
    expect(chunks.get('primereact/overlay')).toBe('remote-shares');
    // Brought by two remotes' own shares.
    expect(chunks.get('primereact/csstransition')).toBe('remote-shares');
  });

  it('leaves out a lazy share and what only it brings', () => {
    expect(chunks.has('primereact/datatable')).toBe(false);
    expect(chunks.has('primereact/paginator')).toBe(false);
  });

  it("puts what a lazy share brings too into the common chunk, not into a remote's", () => {
    expect(chunks.get('primereact/inputnumber')).toBe('remote-shares');
    expect(chunks.get('primereact/overlay')).toBe('remote-shares');
  });

  it("leaves shared's entry out, a chunk of its own whose exports are listed by name", () => {
    expect(chunks.has('/repo/shared/src/index.ts')).toBe(false);
  });
});

describe('isLazyShare', () => {
  it('is a share the shell imports lazily itself, besides the provided shares', () => {
    expect(isLazyShare([PROVIDED_SHARES_ID])).toBe(false);
    expect(isLazyShare([PROVIDED_SHARES_ID, '/repo/shared/src/ui/table.tsx'])).toBe(true);
  });
});
