import { describe, expect, it } from 'vitest';
import { startupChunks } from './startup-preloads';

const chunk = (
  fileName: string,
  name: string,
  imports: string[] = [],
  facadeModuleId?: string,
) => ({
  type: 'chunk' as const,
  fileName,
  name,
  imports,
  facadeModuleId: facadeModuleId ?? null,
});

type Bundle = Parameters<typeof startupChunks>[0];

describe('startupChunks', () => {
  it("finds shared's chunk and the pending-shares step, with what they import statically", () => {
    const bundle = {
      'assets/src-1.js': chunk(
        'assets/src-1.js',
        'src',
        ['assets/schemas-2.js'],
        '/repo/shared/src/index.ts',
      ),
      'assets/schemas-2.js': chunk('assets/schemas-2.js', 'schemas'),
      'assets/pendingShares-3.js': chunk('assets/pendingShares-3.js', 'pendingShares', [
        'assets/helper-4.js',
      ]),
      'assets/helper-4.js': chunk('assets/helper-4.js', 'helper'),
      'assets/datatable-5.js': chunk('assets/datatable-5.js', 'datatable'),
      'assets/theme.css': { type: 'asset' as const, fileName: 'assets/theme.css' },
    } as unknown as Bundle;
    expect(
      startupChunks(bundle)
        .map((found) => found.fileName)
        .sort(),
    ).toEqual([
      'assets/helper-4.js',
      'assets/pendingShares-3.js',
      'assets/schemas-2.js',
      'assets/src-1.js',
    ]);
  });

  it('finds nothing in a bundle without them', () => {
    const bundle = { 'a.js': chunk('a.js', 'a') } as unknown as Bundle;
    expect(startupChunks(bundle)).toEqual([]);
  });
});
