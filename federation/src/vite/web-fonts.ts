// Fonts the page downloads, trimmed at build time. PrimeIcons ships its icon font in five
// formats, but every browser the app supports reads woff2, so the other four are neither
// listed nor emitted. The Lara themes set Inter, a 340 KiB variable font fetched before any
// text settles; the system font stack reads as well at the sizes the app uses, so the theme
// names it instead and Inter is never emitted.
import type { Plugin } from 'vite';

/** What the themes get instead of Inter: each platform's own interface font. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const SOURCE = /url\([^)]*\)\s*format\(\s*['"]?([\w-]+)['"]?\s*\)/g;

/** Each @font-face keeps only its woff2 source; faces without one are left as they are. */
export function woff2Only(css: string): string {
  return css.replace(FONT_FACE, (face) => {
    const woff2 = [...face.matchAll(SOURCE)].find(([, format]) => format === 'woff2');
    if (!woff2) return face;
    const declarations = face
      .slice(face.indexOf('{') + 1, face.lastIndexOf('}'))
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration && !/^src\s*:/.test(declaration));
    return `@font-face {${[...declarations, `src: ${woff2[0]}`].join('; ')}; }`;
  });
}

/** Drops the Inter faces and names the system font stack wherever Inter was named. */
export function systemFontInsteadOfInter(css: string): string {
  return css
    .replace(FONT_FACE, (face) => (/font-family\s*:\s*["']Inter var["']/.test(face) ? '' : face))
    .replace(/["']Inter var["'],\s*sans-serif/g, SYSTEM_FONT_STACK);
}

const PRIMEICONS_CSS = /\/primeicons\/primeicons\.css$/;
const LARA_THEME_CSS = /\/primereact\/resources\/themes\/lara-[a-z-]+\/theme\.css$/;

/** The Vite plugin: rewrites the two stylesheets before Vite resolves their font URLs. */
export function trimmedWebFonts(): Plugin {
  return {
    name: 'module-feedback:trimmed-web-fonts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (PRIMEICONS_CSS.test(file)) return { code: woff2Only(code), map: null };
      if (LARA_THEME_CSS.test(file)) return { code: systemFontInsteadOfInter(code), map: null };
      return null;
    },
  };
}
