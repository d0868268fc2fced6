// The shell's classic scripts of its own (`<script src="/src/….js">` in index.html, no
// type="module") are written into the page itself. Such a script must run while the page is
// parsed, before the first paint (theme-init.js picks the theme and links its stylesheet), so
// as a file of its own it would be one more request the parser waits for, and whatever it
// starts would only start after that round trip. Inline, it runs as the HTML arrives. The
// server gives every script of the page its nonce, so the Content-Security-Policy allows it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CLASSIC_SOURCE_SCRIPT = /<script src="(\/src\/[^"]+\.js)"><\/script>/g;

/** Whole-line `//` comments: for the next developer, not for every visitor's download. */
const COMMENT_LINE = /^\s*\/\/.*\n/gm;

export function inlineClassicScripts(html: string, workspaceDir: string): string {
  return html.replace(CLASSIC_SOURCE_SCRIPT, (_tag, source: string) => {
    const code = readFileSync(path.join(workspaceDir, source), 'utf8').replace(COMMENT_LINE, '');
    // "</" escaped: nothing in the code can close the script element early.
    return `<script>\n${code.replace(/<\//g, '<\\/').trimEnd()}\n</script>`;
  });
}

/** The Vite plugin, in the development server and the build alike. */
export function inlinedClassicScripts(workspaceDir: string): Plugin {
  return {
    name: 'module-feedback:inlined-classic-scripts',
    transformIndexHtml: {
      // Before Vite reads the page's scripts: it would refuse to bundle a classic one.
      order: 'pre',
      handler: (html) => inlineClassicScripts(html, workspaceDir),
    },
  };
}
