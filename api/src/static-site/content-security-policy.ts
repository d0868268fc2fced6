// The Content-Security-Policy of the app's HTML pages: this origin, the origins remotes
// may be deployed from (REMOTE_ORIGINS), the loopback origins a developer may point one
// remote at from the browser, and the API origin config.json names.

const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * A developer's local dev or preview server, on any port. Only code served from the
 * visitor's own machine can come from here, and the shell shows a banner while it does.
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

export function contentSecurityPolicy(
  remoteOrigins: string[],
  runtimeConfig: Record<string, unknown>,
): string {
  const apiOrigin = foreignOrigin(runtimeConfig.apiBaseUrl);
  const sources = (...extra: (string | undefined)[]) =>
    ["'self'", ...remoteOrigins, ...LOOPBACK_SOURCES, ...extra].filter(Boolean).join(' ');
  const directives = {
    'default-src': "'self'",
    // Remotes are ES modules imported from their origin.
    'script-src': sources(),
    // PrimeReact positions overlays and injects its own <style> elements.
    'style-src': sources("'unsafe-inline'"),
    'img-src': sources('data:'),
    'font-src': sources('data:'),
    // The shell fetches each remote's deploy.json and entry to check them before running it.
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
