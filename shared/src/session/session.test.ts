import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@module-feedback/test-support/api-error';
import { STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS, type AuthTokens } from '../contracts';
import { REFRESH_RETRY_DELAYS_MS } from './refresh-retry';
import { createSession, type SessionApi } from './session';
import { accessToken, tokenPair } from './test-tokens';

const ok = (data: AuthTokens, status = 200) => ({ status, data }) as AxiosResponse<AuthTokens>;

function fakeApi(overrides: Partial<SessionApi> = {}) {
  return {
    obtainTokens: vi.fn<SessionApi['obtainTokens']>(),
    refreshTokens: vi.fn<SessionApi['refreshTokens']>(),
    revokeTokens: vi.fn<SessionApi['revokeTokens']>(async () => undefined),
    signup: vi.fn<SessionApi['signup']>(),
    ...overrides,
  };
}

/** What axios throws when no answer came back (offline, connection reset, aborted). */
const networkError = () =>
  new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });

/** The whole back-off, and a little more. */
const ALL_RETRIES_MS = REFRESH_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 1_000);

const stored = () => window.localStorage.getItem(STORAGE_KEYS.authTokens);
const store = (tokens: AuthTokens) =>
  window.localStorage.setItem(STORAGE_KEYS.authTokens, JSON.stringify(tokens));

describe('session', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('starts loading and settles signed out when nothing is stored', async () => {
    const api = fakeApi();
    const session = createSession({ api, storage: window.localStorage });
    expect(session.getState().loading).toBe(true);
    await session.start();
    expect(session.getState()).toMatchObject({ loading: false, user: null, tokens: null });
    expect(api.refreshTokens).not.toHaveBeenCalled();
  });

  it('refreshes stored tokens once at startup, loading and signed out until it settles', async () => {
    const old = tokenPair();
    const fresh = tokenPair({ username: 'bob', is_staff: true, studentId: null });
    store(old);
    let answer: (value: AxiosResponse<AuthTokens>) => void = () => {};
    const api = fakeApi({
      refreshTokens: vi.fn(() => new Promise<AxiosResponse<AuthTokens>>((r) => (answer = r))),
    });
    const session = createSession({ api, storage: window.localStorage });
    const usersWhileLoading: unknown[] = [];
    session.subscribe(() => {
      if (session.getState().loading) usersWhileLoading.push(session.getState().user);
    });
    const started = session.start();
    await Promise.resolve();
    // The stored token names a user, but nothing shows them until the server agrees.
    expect(session.getState()).toEqual({ loading: true, user: null, tokens: null });
    answer(ok(fresh));
    await started;
    expect(api.refreshTokens).toHaveBeenCalledWith(old.refresh);
    expect(session.getState()).toMatchObject({
      loading: false,
      user: { username: 'bob', is_staff: true, studentId: null },
    });
    expect(usersWhileLoading.every((user) => user === null)).toBe(true);
    expect(JSON.parse(stored()!)).toEqual(fresh);
    session.stop();
  });

  it.each([
    ['a non-200 answer', () => Promise.resolve(ok(tokenPair(), 201))],
    ['a refusal (401)', () => Promise.reject(apiError(401, 'Token is invalid.'))],
    ['a bad request (400)', () => Promise.reject(apiError(400, 'Refresh token is required.'))],
    ['an error that is not an HTTP answer', () => Promise.reject(new Error('bug'))],
    ['a malformed token', () => Promise.resolve(ok({ access: 'nonsense', refresh: 'r' }))],
    ['a body without tokens', () => Promise.resolve({ status: 200, data: {} } as AxiosResponse)],
  ])('signs out at once after %s', async (_, refreshTokens) => {
    store(tokenPair());
    const api = fakeApi({ refreshTokens: vi.fn(refreshTokens) });
    const session = createSession({ api, storage: window.localStorage });
    await session.start();
    expect(session.getState()).toMatchObject({ loading: false, user: null, tokens: null });
    expect(stored()).toBeNull();
    expect(api.refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('never shows the user of forged tokens, and removes them once the server refuses', async () => {
    store(tokenPair({ username: 'mallory', is_staff: true }));
    const api = fakeApi({ refreshTokens: vi.fn(() => Promise.reject(apiError(401, 'No.'))) });
    const session = createSession({ api, storage: window.localStorage });
    const users: unknown[] = [];
    session.subscribe(() => users.push(session.getState().user));
    await session.start();
    expect(users.every((user) => user === null)).toBe(true);
    expect(stored()).toBeNull();
  });

  it.each(['{not json', '{"access":1}', '{"access":"not.a.jwt","refresh":"r"}'])(
    'removes unusable stored tokens (%s) without asking the server',
    async (raw) => {
      window.localStorage.setItem(STORAGE_KEYS.authTokens, raw);
      const api = fakeApi();
      const session = createSession({ api, storage: window.localStorage });
      await session.start();
      expect(session.getState()).toMatchObject({ loading: false, user: null });
      expect(stored()).toBeNull();
      expect(api.refreshTokens).not.toHaveBeenCalled();
    },
  );

  describe('when the refresh cannot reach a working server', () => {
    beforeEach(() => vi.useFakeTimers());

    it.each([
      ['a network error', networkError],
      ['a 502 from the proxy', () => apiError(502, 'Bad Gateway')],
      ['a 503', () => apiError(503, 'Service Unavailable')],
      ['too many requests (429)', () => apiError(429, 'Too Many Requests')],
    ])('tries again after %s, keeping the session when a later try works', async (_, failure) => {
      const fresh = tokenPair({ username: 'erin' });
      store(tokenPair({ username: 'erin' }));
      const refreshTokens = vi
        .fn<SessionApi['refreshTokens']>()
        .mockRejectedValueOnce(failure())
        .mockRejectedValueOnce(failure())
        .mockResolvedValue(ok(fresh));
      const session = createSession({
        api: fakeApi({ refreshTokens }),
        storage: window.localStorage,
      });
      const started = session.start();
      await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAYS_MS[0]! - 1);
      expect(refreshTokens).toHaveBeenCalledTimes(1);
      expect(stored()).not.toBeNull(); // a blip does not delete the saved login
      expect(session.getState().loading).toBe(true);
      await vi.advanceTimersByTimeAsync(1 + REFRESH_RETRY_DELAYS_MS[1]!);
      await started;
      expect(refreshTokens).toHaveBeenCalledTimes(3);
      expect(session.getState()).toMatchObject({ loading: false, user: { username: 'erin' } });
      expect(JSON.parse(stored()!)).toEqual(fresh);
      session.stop();
    });

    it('keeps a signed-in user signed in while a scheduled refresh is retried', async () => {
      const api = fakeApi({
        obtainTokens: vi.fn(async () => tokenPair()),
        refreshTokens: vi
          .fn<SessionApi['refreshTokens']>()
          .mockRejectedValueOnce(networkError())
          .mockResolvedValue(ok(tokenPair())),
      });
      const session = createSession({ api, storage: window.localStorage });
      await session.start();
      await session.login({ username: 'alice', password: 'pw' });
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
      expect(api.refreshTokens).toHaveBeenCalledTimes(1);
      expect(session.getState().user?.username).toBe('alice');
      await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAYS_MS[0]!);
      expect(api.refreshTokens).toHaveBeenCalledTimes(2);
      expect(session.getState().user?.username).toBe('alice');
      session.stop();
    });

    it('signs out when every try over the back-off failed, and tries no more', async () => {
      store(tokenPair());
      const refreshTokens = vi.fn(() => Promise.reject(networkError()));
      const session = createSession({
        api: fakeApi({ refreshTokens }),
        storage: window.localStorage,
      });
      const started = session.start();
      await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS);
      await started;
      expect(refreshTokens).toHaveBeenCalledTimes(REFRESH_RETRY_DELAYS_MS.length + 1);
      expect(session.getState()).toMatchObject({ loading: false, user: null });
      expect(stored()).toBeNull();
      await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS);
      expect(refreshTokens).toHaveBeenCalledTimes(REFRESH_RETRY_DELAYS_MS.length + 1);
    });

    it('stops at once when the server answers with a refusal between blips', async () => {
      store(tokenPair());
      const refreshTokens = vi
        .fn<SessionApi['refreshTokens']>()
        .mockRejectedValueOnce(apiError(502, 'Bad Gateway'))
        .mockRejectedValue(apiError(401, 'Token is invalid.'));
      const session = createSession({
        api: fakeApi({ refreshTokens }),
        storage: window.localStorage,
      });
      const started = session.start();
      await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAYS_MS[0]!);
      await started;
      expect(refreshTokens).toHaveBeenCalledTimes(2);
      expect(session.getState().user).toBeNull();
      expect(stored()).toBeNull();
    });

    it('stops retrying when the user signs out meanwhile', async () => {
      const api = fakeApi({
        obtainTokens: vi.fn(async () => tokenPair()),
        refreshTokens: vi.fn(() => Promise.reject(networkError())),
      });
      const session = createSession({ api, storage: window.localStorage });
      await session.start();
      await session.login({ username: 'alice', password: 'pw' });
      const refreshed = session.refresh();
      await vi.advanceTimersByTimeAsync(0);
      session.logout();
      await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS);
      await expect(refreshed).resolves.toBe(false);
      expect(api.refreshTokens).toHaveBeenCalledTimes(1);
      expect(stored()).toBeNull();
    });

    it('stops retrying when another tab signs out meanwhile, and does not bring the tokens back', async () => {
      const api = fakeApi({
        obtainTokens: vi.fn(async () => tokenPair()),
        refreshTokens: vi.fn(() => Promise.reject(networkError())),
      });
      const session = createSession({ api, storage: window.localStorage, events: window });
      await session.start();
      await session.login({ username: 'alice', password: 'pw' });
      const refreshed = session.refresh();
      await vi.advanceTimersByTimeAsync(0);
      window.localStorage.removeItem(STORAGE_KEYS.authTokens);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authTokens }));
      await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS);
      await expect(refreshed).resolves.toBe(false);
      expect(api.refreshTokens).toHaveBeenCalledTimes(1);
      expect(stored()).toBeNull();
      session.stop();
    });
  });

  it('refreshes every 4 minutes while signed in, and stops after logout', async () => {
    vi.useFakeTimers();
    const api = fakeApi({
      obtainTokens: vi.fn(async () => tokenPair()),
      refreshTokens: vi.fn(async () => ok(tokenPair())),
    });
    const session = createSession({ api, storage: window.localStorage });
    await session.start();
    await session.login({ username: 'alice', password: 'pw' });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(api.refreshTokens).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refreshTokens).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(api.refreshTokens).toHaveBeenCalledTimes(2);
    session.logout();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS * 3);
    expect(api.refreshTokens).toHaveBeenCalledTimes(2);
  });

  describe('logout', () => {
    it('asks the server to end the session, then clears the tokens', async () => {
      const tokens = tokenPair();
      let storedWhenCalled: string | null = null;
      const api = fakeApi({
        obtainTokens: vi.fn(async () => tokens),
        revokeTokens: vi.fn(async () => {
          storedWhenCalled = stored();
        }),
      });
      const session = createSession({ api, storage: window.localStorage });
      await session.start();
      await session.login({ username: 'alice', password: 'pw' });
      session.logout();
      expect(api.revokeTokens).toHaveBeenCalledWith(tokens.refresh);
      expect(storedWhenCalled).toBe(JSON.stringify(tokens));
      expect(session.getState()).toMatchObject({ user: null, tokens: null });
      expect(stored()).toBeNull();
    });

    it('signs out here even when the server cannot be reached', async () => {
      const api = fakeApi({
        obtainTokens: vi.fn(async () => tokenPair()),
        revokeTokens: vi.fn(() => Promise.reject(networkError())),
      });
      const session = createSession({ api, storage: window.localStorage });
      await session.start();
      await session.login({ username: 'alice', password: 'pw' });
      session.logout();
      await Promise.resolve();
      expect(session.getState().user).toBeNull();
      expect(stored()).toBeNull();
    });

    it('sends nothing when nobody is signed in', async () => {
      const api = fakeApi();
      const session = createSession({ api, storage: window.localStorage });
      await session.start();
      session.logout();
      expect(api.revokeTokens).not.toHaveBeenCalled();
    });
  });

  it('shares one request between overlapping refreshes', async () => {
    store(tokenPair());
    const api = fakeApi({ refreshTokens: vi.fn(async () => ok(tokenPair())) });
    const session = createSession({ api, storage: window.localStorage });
    await session.start();
    await Promise.all([session.refresh(), session.refresh()]);
    expect(api.refreshTokens).toHaveBeenCalledTimes(2); // startup + one shared
    session.stop();
  });

  describe('login', () => {
    it('stores the tokens and tells listeners', async () => {
      const tokens = tokenPair({ username: 'carol' });
      const session = createSession({
        api: fakeApi({ obtainTokens: vi.fn(async () => tokens) }),
        storage: window.localStorage,
      });
      await session.start();
      const listener = vi.fn();
      session.subscribe(listener);
      await expect(session.login({ username: 'carol', password: 'pw' })).resolves.toBe(true);
      expect(session.getState().user?.username).toBe('carol');
      expect(JSON.parse(stored()!)).toEqual(tokens);
      expect(listener).toHaveBeenCalled();
      session.stop();
    });

    it('resolves false when the server answers without tokens', async () => {
      const session = createSession({
        api: fakeApi({ obtainTokens: vi.fn(async () => null) }),
        storage: window.localStorage,
      });
      await expect(session.login({ username: 'x', password: 'y' })).resolves.toBe(false);
      expect(session.getState().user).toBeNull();
    });

    it('rejects when the request fails', async () => {
      const session = createSession({
        api: fakeApi({ obtainTokens: vi.fn(async () => Promise.reject(new Error('401'))) }),
        storage: window.localStorage,
      });
      await expect(session.login({ username: 'x', password: 'y' })).rejects.toThrow('401');
    });
  });

  describe('signup', () => {
    const payload = { user: { username: 'dan', email: 'dan@uni.ac.uk', password: 'long enough' } };

    it('signs in with the new account', async () => {
      const api = fakeApi({
        signup: vi.fn(async () => ({ id: 3 })),
        obtainTokens: vi.fn(async () => tokenPair({ username: 'dan' })),
      });
      const session = createSession({ api, storage: window.localStorage });
      await session.start();
      await expect(session.signup(payload)).resolves.toBe(true);
      expect(api.obtainTokens).toHaveBeenCalledWith({ username: 'dan', password: 'long enough' });
      expect(session.getState().user?.username).toBe('dan');
      session.stop();
    });

    it('does not sign in when the account was refused', async () => {
      const api = fakeApi({ signup: vi.fn(async () => Promise.reject(new Error('400'))) });
      const session = createSession({ api, storage: window.localStorage });
      await expect(session.signup(payload)).rejects.toThrow('400');
      expect(api.obtainTokens).not.toHaveBeenCalled();
    });
  });

  describe('across tabs', () => {
    it('signs out when another tab signs out', async () => {
      const session = createSession({
        api: fakeApi({ obtainTokens: vi.fn(async () => tokenPair()) }),
        storage: window.localStorage,
        events: window,
      });
      await session.start();
      await session.login({ username: 'alice', password: 'pw' });
      window.localStorage.removeItem(STORAGE_KEYS.authTokens);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authTokens }));
      expect(session.getState().user).toBeNull();
      session.stop();
    });

    it("adopts another tab's rotated tokens instead of spending the old refresh token", async () => {
      const api = fakeApi({
        obtainTokens: vi.fn(async () => tokenPair()),
        refreshTokens: vi.fn(async () => ok(tokenPair())),
      });
      const session = createSession({ api, storage: window.localStorage, events: window });
      await session.start();
      await session.login({ username: 'alice', password: 'pw' });
      const rotatedElsewhere = { access: accessToken({ username: 'alice' }), refresh: 'other-tab' };
      store(rotatedElsewhere); // no event yet: the other tab's write has not reached us
      await session.refresh();
      expect(api.refreshTokens).not.toHaveBeenCalled();
      expect(session.getState().tokens).toEqual(rotatedElsewhere);
      session.stop();
    });
  });
});
