// The one session of the page. `shared` is a federation singleton, so the shell and
// every remote import this very object.
import { accountApi } from '../api/accounts-endpoints';
import { httpClient, setAccessTokenSource } from '../api/http-client';
import { retryUnauthorisedOnce } from './retry-after-refresh';
import { createSession } from './session';
import { createSignOnCompletion } from './sign-on';

export const session = createSession({
  api: accountApi,
  storage: window.localStorage,
  events: window,
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
});

setAccessTokenSource(() => session.getState().tokens?.access ?? null);
retryUnauthorisedOnce(httpClient, session);

/** Signs in with the one-time code a single sign-on came back with (see ./sign-on.ts). */
export const completeSignOn = createSignOnCompletion({
  session,
  storage: window.localStorage,
  exchange: accountApi.exchangeSignOnCode,
});
