import { describe, expect, it } from 'vitest';
import { PROVIDED_SHARES_ID } from './provided-shares';
import { remoteRouteFiles } from './remote-route-preloads';

type Bundle = Parameters<typeof remoteRouteFiles>[0];

const chunk = (
  fileName: string,
  options: {
    name?: string;
    facade?: string;
    modules?: string[];
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
    css?: string[];
  } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  name: options.name ?? fileName.replace(/^assets\//, '').replace(/-\d+\.js$/, ''),
  facadeModuleId: options.facade ?? null,
  moduleIds: options.modules ?? (options.facade ? [options.facade] : []),
  imports: options.imports ?? [],
  dynamicImports: options.dynamicImports ?? [],
  isEntry: options.isEntry ?? false,
  viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
});

const DATATABLE = '/app/node_modules/primereact/datatable/datatable.esm.js';
const bundle = Object.fromEntries(
  [
    chunk('assets/first-load-1.js', {
      isEntry: true,
      modules: ['/app/src/main.tsx', '/app/node_modules/react/index.js'],
      dynamicImports: ['assets/remote-support-2.js'],
    }),
    chunk('assets/remote-support-2.js', {
      facade: '/app/src/remotes/remote-support.ts',
      imports: ['assets/first-load-1.js', 'assets/zod-3.js'],
      dynamicImports: ['assets/federation-runtime-4.js', 'assets/provided-shares-5.js'],
      css: ['assets/remote-support-2.css'],
    }),
    chunk('assets/zod-3.js'),
    chunk('assets/federation-runtime-4.js', {
      modules: ['/app/node_modules/@module-federation/runtime/dist/index.js'],
    }),
    chunk('assets/provided-shares-5.js', {
      facade: PROVIDED_SHARES_ID,
      dynamicImports: ['assets/datatable-6.js'],
    }),
    chunk('assets/datatable-6.js', {
      facade: DATATABLE,
      imports: ['assets/first-load-1.js'],
      css: ['assets/datatable-6.css'],
    }),
  ].map((output) => [output.fileName, output]),
) as unknown as Bundle;

describe('remoteRouteFiles', () => {
  const files = remoteRouteFiles(bundle, {
    react: '/app/node_modules/react/index.js',
    'primereact/datatable': DATATABLE,
  });

  it("lists the chunk that starts the runtime, the runtime's and the shares', with their imports and stylesheets", () => {
    expect(files.preloads).toEqual([
      'assets/remote-support-2.js',
      'assets/zod-3.js',
      'assets/federation-runtime-4.js',
      'assets/provided-shares-5.js',
      'assets/remote-support-2.css',
    ]);
  });

  it('lists the chunks of each share that the first load has not brought', () => {
    // React is in the first load: nothing to link for it.
    expect(files.shareChunks).toEqual({
      'primereact/datatable': ['assets/datatable-6.js', 'assets/datatable-6.css'],
    });
  });
});
