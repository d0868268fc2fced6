import type { AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type AuthTokens } from '../contracts';
import { isEmailConfirmed } from './current-user';
import { createSession, type SessionApi } from './session';
import { createSignOnCompletion } from './sign-on';
import { accessToken, tokenPair } from './test-tokens';

function sessionWith(refreshTokens: SessionApi['refreshTokens']) {
  return createSession({
    api: {
      obtainTokens: vi.fn(),
      refreshTokens,
      revokeTokens: vi.fn(async () => undefined),
      signup: vi.fn(),
    },
    storage: window.localStorage,
  });
}

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.authTokens) ?? 'null');

describe('completeSignOn', () => {
  beforeEach(() => window.localStorage.clear());

  it('signs in with the pair the code stands for, without another request', async () => {
    const refreshTokens = vi.fn<SessionApi['refreshTokens']>();
    const session = sessionWith(refreshTokens);
    await session.start();
    const tokens = tokenPair({ username: 'erin' });
    const exchange = vi.fn(async () => tokens);
    const complete = createSignOnCompletion({ session, storage: window.localStorage, exchange });
    await expect(complete('one-time')).resolves.toBe(true);
    expect(exchange).toHaveBeenCalledWith('one-time');
    expect(session.getState().user?.username).toBe('erin');
    expect(stored()).toEqual(tokens);
    expect(refreshTokens).not.toHaveBeenCalled();
    session.stop();
  });

  it('waits for the start-up refresh, so an older sign-in cannot overwrite the new one', async () => {
    const old = tokenPair({ username: 'old' });
    window.localStorage.setItem(STORAGE_KEYS.authTokens, JSON.stringify(old));
    let answer: (value: AxiosResponse<AuthTokens>) => void = () => {};
    const session = sessionWith(
      () => new Promise<AxiosResponse<AuthTokens>>((resolve) => (answer = resolve)),
    );
    const started = session.start();
    const fresh = tokenPair({ username: 'new' });
    const complete = createSignOnCompletion({
      session,
      storage: window.localStorage,
      exchange: async () => fresh,
    });
    const done = complete('code');
    answer({ status: 200, data: tokenPair({ username: 'old' }) } as AxiosResponse<AuthTokens>);
    await started;
    await expect(done).resolves.toBe(true);
    expect(session.getState().user?.username).toBe('new');
    expect(stored()).toEqual(fresh);
    session.stop();
  });

  it('rejects when the server refuses the code, leaving the session as it was', async () => {
    const session = sessionWith(vi.fn());
    await session.start();
    const complete = createSignOnCompletion({
      session,
      storage: window.localStorage,
      exchange: async () => Promise.reject(new Error('400')),
    });
    await expect(complete('used')).rejects.toThrow('400');
    expect(session.getState().user).toBeNull();
    expect(stored()).toBeNull();
  });
});

describe('isEmailConfirmed', () => {
  const pair = (claims: Record<string, unknown>) => ({ access: accessToken(claims), refresh: 'r' });

  it('reads the claim; tokens without it, or none, say nothing against it', () => {
    expect(isEmailConfirmed(pair({ email_verified: false }))).toBe(false);
    expect(isEmailConfirmed(pair({ email_verified: true }))).toBe(true);
    expect(isEmailConfirmed(pair({}))).toBe(true);
    expect(isEmailConfirmed(null)).toBe(true);
    expect(isEmailConfirmed({ access: 'not a token', refresh: 'r' })).toBe(false);
  });
});
