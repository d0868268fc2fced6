// The PrimeReact theme stylesheets of the shell's build, by theme, written into index.html
// ahead of theme-init.js: the script that picks the visitor's theme before the first paint
// also starts fetching that theme's stylesheet, with the page's scripts, instead of the
// shell's code asking for it once it runs.
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { THEME_STYLESHEETS_ELEMENT_ID } from '../contract';
import type { Bundle } from './chunk-closure';

/** PrimeReact names each theme's folder family-mode-colour (lara-dark-blue). */
const THEME_STYLESHEET = /primereact\/resources\/themes\/[a-z]+-(light|dark)-[a-z]+\/theme\.css$/;

/** Theme (light, dark) → its stylesheet in the build, relative to the shell's root. */
export function themeStylesheets(bundle: Bundle): Record<string, string> {
  const found: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'asset') continue;
    for (const original of output.originalFileNames) {
      const theme = THEME_STYLESHEET.exec(original)?.[1];
      if (theme) found[theme] = output.fileName;
    }
  }
  return found;
}

export function themeStylesheetsTag(bundle: Bundle): HtmlTagDescriptor {
  return {
    tag: 'script',
    attrs: { type: 'application/json', id: THEME_STYLESHEETS_ELEMENT_ID },
    // "<" escaped: nothing in the data can close the script element.
    children: JSON.stringify(themeStylesheets(bundle)).replace(/</g, '\\u003c'),
    // Before theme-init.js, which reads it as it runs.
    injectTo: 'head-prepend',
  };
}

/** The Vite plugin of the shell's build. */
export function themeStylesheetsInHtml(): Plugin {
  return {
    name: 'module-feedback:theme-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? [themeStylesheetsTag(bundle)] : html),
    },
  };
}
