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

let accessTokenSource: () => string | null = () => null;

/** The session tells the client where the current access token comes from. */
export function setAccessTokenSource(source: () => string | null): void {
  accessTokenSource = source;
}

// The bearer token is the only credential a request carries: no cookie is one for the API, so
// another site cannot make the browser send a signed-in request and no CSRF token is needed.
httpClient.interceptors.request.use((config) => {
  const access = accessTokenSource();
  if (access && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${access}`);
  }
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
