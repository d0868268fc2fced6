// The session state machine of spec §4: signed out ⇄ signed in, a loading flag until the
// first refresh settles, a refresh every 4 minutes while tokens exist, and sign-out on
// any failed refresh. One instance is shared by the shell and every remote.
import type { AxiosResponse } from 'axios';
import type { AuthTokens, CurrentUser, LoginPayload, SignupPayload } from '../contracts';
import { STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS } from '../contracts';
import { userFromAccessToken } from './current-user';
import { readTokens, writeTokens } from './token-storage';

export interface SessionState {
  /** True until the startup refresh has settled: render neither signed-in nor signed-out UI yet. */
  loading: boolean;
  user: CurrentUser | null;
  tokens: AuthTokens | null;
}

export interface SessionApi {
  obtainTokens(payload: LoginPayload): Promise<AuthTokens | null>;
  refreshTokens(refresh: string): Promise<AxiosResponse<AuthTokens>>;
  signup(payload: SignupPayload): Promise<unknown>;
}

export interface SessionDeps {
  api: SessionApi;
  storage: Storage;
  /** Where cross-tab `storage` events arrive; omitted outside a browser. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Serialises refreshes across tabs, so two tabs never spend the same rotating refresh token. */
  locks?: Pick<LockManager, 'request'>;
  refreshIntervalMs?: number;
}

export type Session = ReturnType<typeof createSession>;

const REFRESH_LOCK = 'module-feedback:token-refresh';

function isTokenPair(value: unknown): value is AuthTokens {
  const pair = value as Partial<AuthTokens> | null;
  return typeof pair?.access === 'string' && typeof pair.refresh === 'string';
}

export function createSession(deps: SessionDeps) {
  const { api, storage, events, locks } = deps;
  const refreshIntervalMs = deps.refreshIntervalMs ?? TOKEN_REFRESH_INTERVAL_MS;
  const listeners = new Set<() => void>();
  let state: SessionState = { loading: true, user: null, tokens: null };
  let timer: ReturnType<typeof setInterval> | undefined;
  let refreshing: Promise<boolean> | undefined;
  let started = false;

  function publish(next: SessionState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function keepRefreshing(on: boolean): void {
    if (on && timer === undefined) timer = setInterval(() => void refresh(), refreshIntervalMs);
    if (!on && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  /** Makes `tokens` the session's tokens; a pair whose access token names no user counts as none. */
  function adopt(tokens: AuthTokens | null, { persist }: { persist: boolean }): boolean {
    const user = tokens ? userFromAccessToken(tokens.access) : null;
    const kept = user ? tokens : null;
    if (persist) writeTokens(storage, kept);
    keepRefreshing(kept !== null);
    publish({ ...state, user, tokens: kept });
    return kept !== null;
  }

  async function refreshOnce(): Promise<boolean> {
    const stored = readTokens(storage);
    // Another tab may have rotated the pair while we waited for the lock: take theirs.
    if (stored && stored.refresh !== state.tokens?.refresh) {
      return adopt(stored, { persist: false });
    }
    const tokens = stored ?? state.tokens;
    if (tokens) {
      try {
        const response = await api.refreshTokens(tokens.refresh);
        if (response.status === 200 && isTokenPair(response.data)) {
          return adopt(response.data, { persist: true });
        }
      } catch {
        // any failure signs out, below
      }
    }
    adopt(null, { persist: true });
    return false;
  }

  /** Exchanges the refresh token for a new pair; any failure signs the user out. */
  function refresh(): Promise<boolean> {
    const run = async () =>
      locks ? await locks.request(REFRESH_LOCK, refreshOnce) : refreshOnce();
    refreshing ??= run().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== null && event.key !== STORAGE_KEYS.authTokens) return;
    const stored = readTokens(storage);
    if (stored?.refresh !== state.tokens?.refresh) adopt(stored, { persist: false });
  }

  return {
    getState: (): SessionState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads stored tokens and refreshes them once; `loading` turns false when that settles. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      events?.addEventListener('storage', onStorage);
      const stored = readTokens(storage);
      if (stored && adopt(stored, { persist: false })) await refresh();
      else if (stored) adopt(null, { persist: true });
      publish({ ...state, loading: false });
    },

    /** Stops timers and listeners (tests, and remotes running standalone). */
    stop(): void {
      keepRefreshing(false);
      events?.removeEventListener('storage', onStorage);
      started = false;
    },

    refresh,

    /**
     * Signs in. Resolves true when the server issued usable tokens, false when it answered
     * without them; rejects when the request itself failed (spec §8 tells these apart).
     */
    async login(payload: LoginPayload): Promise<boolean> {
      const tokens = await api.obtainTokens(payload);
      return isTokenPair(tokens) && adopt(tokens, { persist: true });
    },

    /** Signs out here and, through storage, in every other tab. */
    logout(): void {
      adopt(null, { persist: true });
    },

    /**
     * Creates the account and signs in with it. Resolves true when both worked; rejects
     * with the server's error when the account was refused.
     */
    async signup(payload: SignupPayload): Promise<boolean> {
      const created = await api.signup(payload);
      if (!created) return false;
      const { username, password } = payload.user;
      return this.login({ username, password });
    },
  };
}
