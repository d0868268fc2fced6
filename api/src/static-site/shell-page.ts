// The shell's page as this server sends it: the live shell's index.html with a fresh nonce
// on its scripts (the shell reads it to add its import maps, which the Content-Security-
// Policy allows by that nonce only), whether this server allows developer overrides, and the
// preloads of a remote's route.
import { randomBytes } from 'node:crypto';

/** Read by the shell: `off` when the server does not allow developer overrides. */
export const DEVELOPER_OVERRIDES_META = 'module-feedback-developer-overrides';

export const newNonce = () => randomBytes(18).toString('base64');

export function renderShellPage(
  html: string,
  nonce: string,
  options: { developerOverrides: boolean; preloads?: string[] },
): string {
  const withNonce = html.replace(/<script\b/g, `<script nonce="${nonce}"`);
  const meta = `<meta name="${DEVELOPER_OVERRIDES_META}" content="${options.developerOverrides ? 'on' : 'off'}" />`;
  const withMeta = withNonce.replace(/<head>/, `<head>\n    ${meta}`);
  // Last in the head: the shell's own code (its entry comes earlier) is asked for first.
  const preloads = (options.preloads ?? []).map((link) => `    ${link}\n`).join('');
  return withMeta.replace(/<\/head>/, `${preloads}  </head>`);
}
