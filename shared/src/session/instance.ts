// The one session of the page. `shared` is a federation singleton, so the shell and
// every remote import this very object.
import { api } from '../api/endpoints';
import { setAccessTokenSource } from '../api/http-client';
import { createSession } from './session';

export const session = createSession({
  api,
  storage: window.localStorage,
  events: window,
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
});

setAccessTokenSource(() => session.getState().tokens?.access ?? null);
