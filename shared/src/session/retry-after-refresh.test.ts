import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ROUTES } from '../contracts';
import { retryUnauthorisedOnce } from './retry-after-refresh';

/** A client whose server accepts only `validToken`, plus the log of what it was sent. */
function setUp(refreshSucceeds: boolean, signedIn = true) {
  let token = 'expired';
  const sent: Array<string | undefined> = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const auth = config.headers.get('Authorization') as string | undefined;
    sent.push(auth);
    const status = auth === 'Bearer fresh' ? 200 : 401;
    const response = { data: { ok: status === 200 }, status, statusText: '', headers: {}, config };
    if (status === 200) return response;
    throw new axios.AxiosError('Unauthorized', 'ERR_BAD_REQUEST', config, null, response);
  };
  const client = axios.create({ adapter });
  client.interceptors.request.use((config) => {
    if (!config.headers.has('Authorization'))
      config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  const session = {
    getState: () => ({ tokens: signedIn ? {} : null }),
    refresh: vi.fn(async () => {
      if (refreshSucceeds) token = 'fresh';
      return refreshSucceeds;
    }),
  };
  retryUnauthorisedOnce(client, session);
  return { client, session, sent };
}

describe('retryUnauthorisedOnce', () => {
  it('refreshes and resends a call refused for an expired token', async () => {
    const { client, session, sent } = setUp(true);
    await expect(client.get('/api/modules/')).resolves.toMatchObject({ data: { ok: true } });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('gives up with the original error when the refresh fails', async () => {
    const { client, sent } = setUp(false);
    await expect(client.get('/api/modules/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sent).toHaveLength(1);
  });

  it('leaves signed-out calls and the token calls themselves alone', async () => {
    const signedOut = setUp(true, false);
    await expect(signedOut.client.get('/api/feedbacks/')).rejects.toBeDefined();
    expect(signedOut.session.refresh).not.toHaveBeenCalled();

    const tokenCall = setUp(true);
    await expect(tokenCall.client.post(ACCOUNT_ROUTES.tokenRefresh)).rejects.toBeDefined();
    expect(tokenCall.session.refresh).not.toHaveBeenCalled();
  });
});
