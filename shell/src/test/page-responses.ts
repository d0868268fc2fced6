// A file written into the page as the server writes it (see app/embedded-responses.ts):
// `text` for `path`, or, for a test of a malformed one, `holder` as the script's raw content.
import { EMBEDDED_RESPONSE_ATTRIBUTE } from '@module-feedback/federation/embedded-responses';

export function writeIntoPage(path: string, text: string, holder = JSON.stringify(text)) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute(EMBEDDED_RESPONSE_ATTRIBUTE, path);
  script.textContent = holder;
  document.head.append(script);
}
