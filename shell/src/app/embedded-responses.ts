// Files the server wrote into the page (see the federation contract's embedded-responses.ts):
// taken instead of fetched, each once, so a retry, or the same file wanted again later, is
// asked of the server. A page from a static host has none and fetches them all.
import { EMBEDDED_RESPONSE_ATTRIBUTE } from '@module-feedback/federation/embedded-responses';

/** The file the page holds for `url` (same origin, same path and query), taken out of it. */
export function takeEmbeddedResponse(url: URL, doc: Document = document): Response | undefined {
  if (url.origin !== doc.location.origin) return undefined;
  const wanted = `${url.pathname}${url.search}`;
  const script = [
    ...doc.querySelectorAll<HTMLScriptElement>(
      `script[type="application/json"][${EMBEDDED_RESPONSE_ATTRIBUTE}]`,
    ),
  ].find((candidate) => candidate.getAttribute(EMBEDDED_RESPONSE_ATTRIBUTE) === wanted);
  if (!script) return undefined;
  script.remove();
  let text: unknown;
  try {
    text = JSON.parse(script.textContent);
  } catch {
    return undefined;
  }
  return typeof text === 'string'
    ? new Response(text, { headers: { 'content-type': 'application/json' } })
    : undefined;
}

/** The page's copy of `url` when it holds one, else the server's answer. */
export const fetchUnlessEmbedded = (url: URL, init?: RequestInit): Promise<Response> =>
  Promise.resolve(takeEmbeddedResponse(url) ?? fetch(url, init));
