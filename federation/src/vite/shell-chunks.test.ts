import { describe, expect, it } from 'vitest';
import { PROVIDED_SHARES_ID } from './provided-shares';
import { isLazyShare, remoteSharesGraph, staticGraph } from './shell-chunks';

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

describe('remoteSharesGraph', () => {
  const imports: Record<string, string[]> = {
    'primereact/datatable': ['primereact/paginator', 'primereact/overlay', 'primereact/api'],
    'primereact/paginator': ['primereact/api'],
    'primereact/dialog': ['primereact/overlay', 'primereact/api'],
    '/repo/shared/src/index.ts': ['/repo/shared/src/ui/form.tsx', 'react'],
    '/repo/shared/src/ui/form.tsx': ['primereact/dialog'],
  };
  const firstLoad = new Set(['react', 'primereact/api']);
  const graph = remoteSharesGraph(
    ['primereact/datatable', 'primereact/dialog', '/repo/shared/src/index.ts', 'react'],
    ['primereact/datatable'],
    (id) => imports[id] ?? [],
    firstLoad,
  );

  it('holds the shares and what they import, less what the first load has', () => {
    expect([...graph].sort()).toEqual([
      '/repo/shared/src/ui/form.tsx',
      'primereact/dialog',
      'primereact/overlay',
    ]);
  });

  it('leaves out a lazy share and what only it brings, but not what others bring too', () => {
    expect(graph.has('primereact/datatable')).toBe(false);
    expect(graph.has('primereact/paginator')).toBe(false);
    expect(graph.has('primereact/overlay')).toBe(true);
  });

  it("leaves shared's entry out, a chunk of its own whose exports are listed by name", () => {
    expect(graph.has('/repo/shared/src/index.ts')).toBe(false);
  });
});

describe('isLazyShare', () => {
  it('is a share the shell imports lazily itself, besides the provided shares', () => {
    expect(isLazyShare([PROVIDED_SHARES_ID])).toBe(false);
    expect(isLazyShare([PROVIDED_SHARES_ID, '/repo/shared/src/ui/table.tsx'])).toBe(true);
  });
});
