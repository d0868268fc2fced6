// The one axios instance every remote uses. Because `shared` is a federation singleton,
// configuring it once in the shell configures it for all remotes.
import axios from 'axios';

export const httpClient = axios.create({
  // Same origin unless the shell's runtime config names another API host.
  baseURL: '',
  // Spec §7: no request timeout.
  timeout: 0,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  // Spec §7: send the CSRF header from the CSRF cookie when there is one (Django's names).
  xsrfCookieName: 'csrftoken',
  xsrfHeaderName: 'X-CSRFToken',
});

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
  return config;
});

/** Points the client at another API origin (the shell reads it from runtime config). */
export function setApiBaseUrl(baseURL: string): void {
  httpClient.defaults.baseURL = baseURL;
}
