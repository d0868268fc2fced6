import { describe, expect, it } from 'vitest';
import { themeStylesheets, themeStylesheetsTags } from './theme-stylesheets';

type Bundle = Parameters<typeof themeStylesheets>[0];

const asset = (fileName: string, original: string) => ({
  type: 'asset' as const,
  fileName,
  originalFileNames: [original],
});

const bundle = {
  'assets/theme-a1.css': asset(
    'assets/theme-a1.css',
    'node_modules/primereact/resources/themes/lara-light-blue/theme.css',
  ),
  'assets/theme-b2.css': asset(
    'assets/theme-b2.css',
    'node_modules/primereact/resources/themes/lara-dark-blue/theme.css',
  ),
  'assets/index-c3.css': asset('assets/index-c3.css', 'src/app/shell.css'),
  'assets/index-d4.js': { type: 'chunk' as const, fileName: 'assets/index-d4.js' },
} as unknown as Bundle;

describe('themeStylesheets', () => {
  it("finds each theme's PrimeReact stylesheet in the build, by its folder's mode", () => {
    expect(themeStylesheets(bundle)).toEqual({
      light: 'assets/theme-a1.css',
      dark: 'assets/theme-b2.css',
    });
  });

  it('writes them as JSON at the top of the head, ahead of the theme script', () => {
    const [list] = themeStylesheetsTags(bundle);
    expect(list).toMatchObject({
      attrs: { type: 'application/json', id: 'theme-stylesheets' },
      injectTo: 'head-prepend',
    });
    expect(JSON.parse(String(list!.children))).toEqual(themeStylesheets(bundle));
  });

  it('preloads each for the visitors whose system asks for its colour scheme', () => {
    expect(themeStylesheetsTags(bundle).slice(1)).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'style',
          href: '/assets/theme-a1.css',
          media: '(prefers-color-scheme: light)',
        },
        injectTo: 'head-prepend',
      },
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'style',
          href: '/assets/theme-b2.css',
          media: '(prefers-color-scheme: dark)',
        },
        injectTo: 'head-prepend',
      },
    ]);
  });
});
