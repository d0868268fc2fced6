// The shell's page as this server sends it: the live shell's index.html with a fresh nonce
// on its scripts (the shell reads it to add its import maps, which the Content-Security-
// Policy allows by that nonce only), and whether this server allows developer overrides.
import { randomBytes } from 'node:crypto';

/** Read by the shell: `off` when the server does not allow developer overrides. */
export const DEVELOPER_OVERRIDES_META = 'module-feedback-developer-overrides';

export const newNonce = () => randomBytes(18).toString('base64');

export function renderShellPage(
  html: string,
  nonce: string,
  options: { developerOverrides: boolean },
): string {
  const withNonce = html.replace(/<script\b/g, `<script nonce="${nonce}"`);
  const meta = `<meta name="${DEVELOPER_OVERRIDES_META}" content="${options.developerOverrides ? 'on' : 'off'}" />`;
  return withNonce.replace(/<head>/, `<head>\n    ${meta}`);
}
