// The PrimeReact theme stylesheets of the shell's build, by theme, written into index.html
// ahead of theme-init.js: the script that picks the visitor's theme before the first paint
// links that theme's stylesheet, instead of the shell's code asking for it once it runs.
// Each is also preloaded for visitors whose system asks for its colour scheme, so the
// browser fetches it with the page's first requests, found by its look-ahead parser, rather
// than once the page's parsing reaches the script (the page's scripts wait for it).
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

export function themeStylesheetsTags(bundle: Bundle): HtmlTagDescriptor[] {
  const stylesheets = themeStylesheets(bundle);
  const list: HtmlTagDescriptor = {
    tag: 'script',
    attrs: { type: 'application/json', id: THEME_STYLESHEETS_ELEMENT_ID },
    // "<" escaped: nothing in the data can close the script element.
    children: JSON.stringify(stylesheets).replace(/</g, '\\u003c'),
    // Before theme-init.js, which reads it as it runs.
    injectTo: 'head-prepend',
  };
  // A visitor whose stored choice differs from the system's fetches the other one too.
  const preloads = Object.entries(stylesheets).map(([theme, file]): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: {
      rel: 'preload',
      as: 'style',
      href: `/${file}`,
      media: `(prefers-color-scheme: ${theme})`,
    },
    injectTo: 'head-prepend',
  }));
  return [list, ...preloads];
}

/** The Vite plugin of the shell's build. */
export function themeStylesheetsInHtml(): Plugin {
  return {
    name: 'module-feedback:theme-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? themeStylesheetsTags(bundle) : html),
    },
  };
}
