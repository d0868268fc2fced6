// The shell's page as this server sends it: the live shell's index.html with a fresh nonce
// on its scripts (the shell reads it to add its import maps, which the Content-Security-
// Policy allows by that nonce only), whether this server allows developer overrides, the
// runtime config written into it (a request fewer than the page's preload of it), and the
// preloads of a remote's route.
import { randomBytes } from 'node:crypto';
import { EMBEDDED_RESPONSE_ATTRIBUTE } from '@module-feedback/federation/contract';

/** Read by the shell: `off` when the server does not allow developer overrides. */
export const DEVELOPER_OVERRIDES_META = 'module-feedback-developer-overrides';

export const newNonce = () => randomBytes(18).toString('base64');

/** A value for a double-quoted HTML attribute. */
export const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The file in the page, for the shell to take instead of fetching it: its text as a JSON
 * string (`<` escaped, so nothing in it ends the script). Undefined when its bytes are not
 * text that reads back the same.
 */
export function embeddedResponse(path: string, content: Buffer): string | undefined {
  const text = content.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(content)) return undefined;
  const body = JSON.stringify(text).replaceAll('<', '\\u003c');
  return `<script type="application/json" ${EMBEDDED_RESPONSE_ATTRIBUTE}="${attribute(path)}">${body}</script>`;
}

/** The page without its `<link rel="preload">` of `path`, if it has one. */
function withoutPreloadOf(html: string, path: string): string {
  const at = html.indexOf(`href="${path}"`);
  const start = html.lastIndexOf('<link', at);
  const end = html.indexOf('>', at);
  const linked = at >= 0 && start >= 0 && html.slice(start, end).includes('rel="preload"');
  return linked ? html.slice(0, start) + html.slice(end + 1) : html;
}

export interface ShellPageOptions {
  developerOverrides: boolean;
  /** Files written into the page in place of its preload of them (the shell's config.json). */
  inPage?: { path: string; content: Buffer }[];
  preloads?: string[];
}

export function renderShellPage(html: string, nonce: string, options: ShellPageOptions): string {
  let page = html;
  const written: string[] = [];
  for (const { path, content } of options.inPage ?? []) {
    const script = embeddedResponse(path, content);
    if (!script) continue;
    page = withoutPreloadOf(page, path);
    written.push(script);
  }
  const meta = `<meta name="${DEVELOPER_OVERRIDES_META}" content="${options.developerOverrides ? 'on' : 'off'}" />`;
  // Last in the head: the shell's own code (its entry comes earlier) is asked for first.
  const added = [...written, ...(options.preloads ?? [])].map((line) => `    ${line}\n`).join('');
  // Replaced by functions, not strings: a `$` in a file written into the page stays as it is.
  const withAdditions = page
    .replace(/<head>/, () => `<head>\n    ${meta}`)
    .replace(/<\/head>/, () => `${added}  </head>`);
  // Every script, the files written into the page as data too.
  return withAdditions.replace(/<script\b/g, `<script nonce="${nonce}"`);
}
