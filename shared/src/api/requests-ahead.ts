// A page's start-up data, requested by the shell together with the page's code instead of
// by that code once it has arrived and run: the data comes in one round trip sooner. Only
// public data, the same for every visitor, is requested ahead, and without credentials: the
// shell asks while the session may still be checking the stored sign-in. The page's own
// first GET of the same path takes the answer, once, while it is fresh; any other call goes
// to the server as usual.
import type { AxiosResponse } from 'axios';
import { apiAddressSet, httpClient } from './http-client';

/** How long an answer requested ahead waits to be taken: a page that starts takes it at once. */
export const AHEAD_KEPT_MS = 5_000;

interface RequestedAhead {
  response: Promise<AxiosResponse<unknown>>;
  requestedAt: number;
}

const requestedAhead = new Map<string, RequestedAhead>();

const fresh = (ahead: RequestedAhead | undefined): ahead is RequestedAhead =>
  ahead !== undefined && Date.now() - ahead.requestedAt < AHEAD_KEPT_MS;

/**
 * GETs each path now, for the page about to start: public API paths without a query, of
 * those read through getAheadOrNow (moduleApi.list and academicYearApi.list; another path
 * would be asked twice). One already on its way is not asked again.
 */
export function requestAhead(paths: readonly string[]): void {
  for (const path of paths) {
    if (fresh(requestedAhead.get(path))) continue;
    // The shell may know the page before it knows where the API is (its config.json).
    // `false` keeps the session's token off the request (axios sends no such header).
    const response = apiAddressSet.then(() =>
      httpClient.get<unknown>(path, { headers: { Authorization: false } }),
    );
    // A failure is the page's to see through its own request, never an unhandled rejection.
    response.catch(() => undefined);
    requestedAhead.set(path, { response, requestedAt: Date.now() });
  }
}

/**
 * A GET of `path` (no query): the answer requested ahead for it when there is one to take,
 * otherwise a request of its own, which is also what follows when the early one failed.
 */
export function getAheadOrNow<T>(path: string): Promise<AxiosResponse<T>> {
  const ahead = requestedAhead.get(path);
  requestedAhead.delete(path);
  if (!fresh(ahead)) return httpClient.get<T>(path);
  return (ahead.response as Promise<AxiosResponse<T>>).catch(() => httpClient.get<T>(path));
}
