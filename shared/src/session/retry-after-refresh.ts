// An access token can expire between two scheduled refreshes (a laptop wakes from sleep,
// a timer is throttled in a background tab). Rather than fail the call, refresh once and
// send it again; if the refresh fails the session signs out as usual.
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { ACCOUNT_ROUTES } from '../contracts';

interface RetriableConfig extends InternalAxiosRequestConfig {
  retriedAfterRefresh?: boolean;
}

interface RefreshingSession {
  getState(): { tokens: unknown };
  refresh(): Promise<boolean>;
}

const TOKEN_ROUTES: readonly string[] = [
  ACCOUNT_ROUTES.token,
  ACCOUNT_ROUTES.tokenRefresh,
  ACCOUNT_ROUTES.tokenRevoke,
];

export function retryUnauthorisedOnce(client: AxiosInstance, session: RefreshingSession): void {
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const retriable =
      error.response?.status === 401 &&
      config !== undefined &&
      !config.retriedAfterRefresh &&
      !TOKEN_ROUTES.includes(config.url ?? '') &&
      session.getState().tokens !== null;
    if (!retriable) throw error;
    config.retriedAfterRefresh = true;
    if (!(await session.refresh())) throw error;
    // The request interceptor adds the new token once the stale header is gone.
    config.headers.delete('Authorization');
    return client.request(config);
  });
}
