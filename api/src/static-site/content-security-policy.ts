// The Content-Security-Policy of the app's pages. Scripts come from this origin only: every
// remote's code is served from the server's own checked copy, never from where it was
// deployed from. The shell's page carries a fresh nonce each time it is served, for the
// import maps the shell adds (each names the sha384 of every script of a remote, which the
// browser then enforces). Loopback origins are allowed only while developer overrides are.
import type { FrontendSettings } from '../config';

const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * A developer's local dev or preview server, on any port. Only code served from the
 * visitor's own machine can come from here, and only after they confirmed it in the page.
 */
export const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/** The origin of an absolute http(s) URL; undefined for relative URLs (same origin). */
function foreignOrigin(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  try {
    const { origin, protocol } = new URL(url, `${SAME_ORIGIN}/`);
    if (origin === SAME_ORIGIN || (protocol !== 'https:' && protocol !== 'http:')) return undefined;
    return origin;
  } catch {
    return undefined;
  }
}

/** The policy; with `nonce`, inline scripts carrying it (the shell's import maps) run too. */
export function contentSecurityPolicy(
  settings: Pick<FrontendSettings, 'runtimeConfig' | 'developerOverrides'>,
  nonce?: string,
): string {
  const apiOrigin = foreignOrigin(settings.runtimeConfig.apiBaseUrl);
  const loopback = settings.developerOverrides ? LOOPBACK_SOURCES : [];
  const sources = (...extra: (string | undefined)[]) =>
    ["'self'", ...loopback, ...extra].filter(Boolean).join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': sources(nonce && `'nonce-${nonce}'`),
    // PrimeReact positions overlays and injects its own <style> elements.
    'style-src': sources("'unsafe-inline'"),
    'img-src': sources('data:'),
    'font-src': sources('data:'),
    // The shell fetches each remote's deploy.json to check it before running the remote.
    'connect-src': sources(apiOrigin),
    'script-src-attr': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
