import type { AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS, type AuthTokens } from '../contracts';
import { createSession, type SessionApi } from './session';
import { accessToken, tokenPair } from './test-tokens';

const ok = (data: AuthTokens, status = 200) => ({ status, data }) as AxiosResponse<AuthTokens>;

function fakeApi(overrides: Partial<SessionApi> = {}) {
  return {
    obtainTokens: vi.fn<SessionApi['obtainTokens']>(),
    refreshTokens: vi.fn<SessionApi['refreshTokens']>(),
    signup: vi.fn<SessionApi['signup']>(),
    ...overrides,
  };
}

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

  it('refreshes stored tokens once at startup, staying loading until it settles', async () => {
    const old = tokenPair();
    const fresh = tokenPair({ username: 'bob', is_staff: true, studentId: null });
    store(old);
    let answer: (value: AxiosResponse<AuthTokens>) => void = () => {};
    const api = fakeApi({
      refreshTokens: vi.fn(() => new Promise<AxiosResponse<AuthTokens>>((r) => (answer = r))),
    });
    const session = createSession({ api, storage: window.localStorage });
    const started = session.start();
    await Promise.resolve();
    expect(session.getState().loading).toBe(true);
    answer(ok(fresh));
    await started;
    expect(api.refreshTokens).toHaveBeenCalledWith(old.refresh);
    expect(session.getState()).toMatchObject({
      loading: false,
      user: { username: 'bob', is_staff: true, studentId: null },
    });
    expect(JSON.parse(stored()!)).toEqual(fresh);
    session.stop();
  });

  it.each([
    ['a non-200 answer', () => Promise.resolve(ok(tokenPair(), 201))],
    ['a network error', () => Promise.reject(new Error('offline'))],
    ['a malformed token', () => Promise.resolve(ok({ access: 'nonsense', refresh: 'r' }))],
    ['a body without tokens', () => Promise.resolve({ status: 200, data: {} } as AxiosResponse)],
  ])('signs out after %s', async (_, refreshTokens) => {
    store(tokenPair());
    const session = createSession({
      api: fakeApi({ refreshTokens: vi.fn(refreshTokens) }),
      storage: window.localStorage,
    });
    await session.start();
    expect(session.getState()).toMatchObject({ loading: false, user: null, tokens: null });
    expect(stored()).toBeNull();
  });

  it('treats unreadable stored tokens as signed out', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authTokens, '{not json');
    const api = fakeApi();
    const session = createSession({ api, storage: window.localStorage });
    await session.start();
    expect(session.getState().user).toBeNull();
    expect(api.refreshTokens).not.toHaveBeenCalled();
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
