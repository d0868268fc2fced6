// The Content-Security-Policy of the app's HTML pages: only this origin, plus the origins
// the runtime manifest loads remotes from and the API origin config.json names.
import type { RemotesManifest } from '../../../federation/remotes';

const SAME_ORIGIN = 'http://same-origin.invalid';

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
  manifest: RemotesManifest,
  runtimeConfig: Record<string, unknown>,
): string {
  const remoteOrigins = [...new Set(Object.values(manifest).map(foreignOrigin))].filter(
    (origin): origin is string => origin !== undefined,
  );
  const apiOrigin = foreignOrigin(runtimeConfig.apiBaseUrl);
  const sources = (...extra: (string | undefined)[]) =>
    ["'self'", ...remoteOrigins, ...extra].filter(Boolean).join(' ');
  const directives = {
    'default-src': "'self'",
    // Remotes are ES modules imported from their origin.
    'script-src': sources(),
    // PrimeReact positions overlays and injects its own <style> elements.
    'style-src': sources("'unsafe-inline'"),
    'img-src': sources('data:'),
    'font-src': sources('data:'),
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
