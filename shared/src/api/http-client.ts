// The one axios instance every remote uses. Because `shared` is a federation singleton,
// configuring it once in the shell configures it for all remotes.
import axios from 'axios';

export const httpClient = axios.create({
  // Same origin unless the shell's runtime config names another API host.
  baseURL: '',
  // No request timeout: a slow answer is waited for, never cut off by the client.
  timeout: 0,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

// Send the CSRF header from the CSRF cookie when there is one (Django's names).
// Done here rather than with axios's xsrf options, which only apply to same-origin
// requests, while the API may live on another origin.
const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';

function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(CSRF_COOKIE.length + 1)) : null;
}

let accessTokenSource: () => string | null = () => null;

/** The session tells the client where the current access token comes from. */
export function setAccessTokenSource(source: () => string | null): void {
  accessTokenSource = source;
}

httpClient.interceptors.request.use((config) => {
  const access = accessTokenSource();
  if (access && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${access}`);
  }
  const csrf = csrfToken();
  if (csrf) config.headers.set(CSRF_HEADER, csrf);
  return config;
});

let addressSet: () => void = () => {};
/** Resolves once the shell has said where the API is (setApiBaseUrl). */
export const apiAddressSet = new Promise<void>((resolve) => (addressSet = resolve));

/** Points the client at another API origin (the shell reads it from runtime config). */
export function setApiBaseUrl(baseURL: string): void {
  httpClient.defaults.baseURL = baseURL;
  addressSet();
}
