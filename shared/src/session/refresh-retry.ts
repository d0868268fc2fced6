// A refresh that could not reach a working server (a network blip, a 502 while the API is
// redeployed) says nothing about the session, so it is tried again with growing pauses
// before it counts as failed. An answer from the server refusing the token (400, 401…)
// is final at once.
import { isAxiosError } from 'axios';

/** Pauses between tries: six tries over about half a minute. */
export const REFRESH_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000];

/** Statuses of a server (or proxy) that could not answer now: worth another try. */
const TRY_AGAIN_STATUSES = new Set([408, 429]);

/** True when the refresh failed without the server having judged the token. */
export function isTransientRefreshFailure(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500 || TRY_AGAIN_STATUSES.has(status);
}
