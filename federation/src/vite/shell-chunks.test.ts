import { describe, expect, it } from 'vitest';
import { staticGraph } from './shell-chunks';

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
