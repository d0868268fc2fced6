import { describe, expect, it } from 'vitest';
import { remoteSharesGraph, staticGraph } from './shell-chunks';

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
    'primereact/datatable': ['primereact/paginator', 'primereact/api'],
    'primereact/paginator': ['primereact/api'],
    '/repo/shared/src/index.ts': ['/repo/shared/src/ui/table.tsx', 'react'],
    '/repo/shared/src/ui/table.tsx': ['primereact/datatable'],
  };
  const firstLoad = new Set(['react', 'primereact/api']);
  const graph = remoteSharesGraph(
    ['primereact/datatable', '/repo/shared/src/index.ts', 'react'],
    (id) => imports[id] ?? [],
    firstLoad,
  );

  it('holds the shares and what they import, less what the first load has', () => {
    expect([...graph].sort()).toEqual([
      '/repo/shared/src/ui/table.tsx',
      'primereact/datatable',
      'primereact/paginator',
    ]);
  });

  it("leaves shared's entry out, a chunk of its own whose exports are listed by name", () => {
    expect(graph.has('/repo/shared/src/index.ts')).toBe(false);
  });
});
