// The session state machine: signed out ⇄ signed in, a loading flag until the
// first refresh settles, a refresh every 4 minutes while tokens exist, and sign-out on
// any failed refresh. A refresh that could not reach the server is tried again for about
// half a minute first (./refresh-retry.ts). One instance is shared by the shell and every
// remote.
import type { AxiosResponse } from 'axios';
import type { AuthTokens, CurrentUser, LoginPayload, SignupPayload } from '../contracts';
import { STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS } from '../contracts';
import { userFromAccessToken } from './current-user';
import { isTransientRefreshFailure, REFRESH_RETRY_DELAYS_MS } from './refresh-retry';
import { readTokens, writeTokens } from './token-storage';

export interface SessionState {
  /**
   * True until the startup refresh has settled. Until then user and tokens are null, so
   * nothing renders as signed in on the strength of tokens the server has not confirmed.
   */
  loading: boolean;
  user: CurrentUser | null;
  tokens: AuthTokens | null;
}

export interface SessionApi {
  obtainTokens(payload: LoginPayload): Promise<AuthTokens | null>;
  refreshTokens(refresh: string): Promise<AxiosResponse<AuthTokens>>;
  /** Ends the server-side session the refresh token belongs to. */
  revokeTokens(refresh: string): Promise<unknown>;
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
  /** Pauses between tries of a refresh that could not reach the server. */
  retryDelaysMs?: readonly number[];
}

export type Session = ReturnType<typeof createSession>;

const REFRESH_LOCK = 'module-feedback:token-refresh';

export function isTokenPair(value: unknown): value is AuthTokens {
  const pair = value as Partial<AuthTokens> | null;
  return typeof pair?.access === 'string' && typeof pair.refresh === 'string';
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What one refresh request came to: new tokens, a refusal, or no answer worth trusting. */
type Attempt = { tokens: AuthTokens } | 'refused' | 'unreachable';

export function createSession(deps: SessionDeps) {
  const { api, storage, events, locks } = deps;
  const refreshIntervalMs = deps.refreshIntervalMs ?? TOKEN_REFRESH_INTERVAL_MS;
  const retryDelaysMs = deps.retryDelaysMs ?? REFRESH_RETRY_DELAYS_MS;
  const listeners = new Set<() => void>();
  /** The pair this tab holds, published only once loading is over. */
  let held: AuthTokens | null = null;
  /** Counts changes of `held`, so a slow refresh can tell it was overtaken. */
  let changes = 0;
  let loading = true;
  let state: SessionState = { loading, user: null, tokens: null };
  let timer: ReturnType<typeof setInterval> | undefined;
  let refreshing: Promise<boolean> | undefined;
  let started = false;

  function publish(): void {
    state =
      loading || !held
        ? { loading, user: null, tokens: null }
        : { loading, user: userFromAccessToken(held.access), tokens: held };
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
    const kept = tokens && userFromAccessToken(tokens.access) ? tokens : null;
    if (persist) writeTokens(storage, kept);
    held = kept;
    changes += 1;
    keepRefreshing(kept !== null);
    publish();
    return kept !== null;
  }

  async function attempt(refreshToken: string): Promise<Attempt> {
    try {
      const response = await api.refreshTokens(refreshToken);
      // A refresh succeeds only on status 200 with a usable token pair.
      if (response.status === 200 && isTokenPair(response.data)) return { tokens: response.data };
      return 'refused';
    } catch (error) {
      return isTransientRefreshFailure(error) ? 'unreachable' : 'refused';
    }
  }

  async function refreshOnce(): Promise<boolean> {
    const stored = readTokens(storage);
    // Another tab may have rotated the pair while we waited for the lock: take theirs.
    if (stored && stored.refresh !== held?.refresh) return adopt(stored, { persist: false });
    const tokens = stored ?? held;
    if (!tokens) return adopt(null, { persist: true });
    const startedAt = changes;
    for (let tries = 0; ; tries++) {
      const outcome = await attempt(tokens.refresh);
      // Signed out, signed in anew or given another tab's tokens meanwhile: that stands.
      if (changes !== startedAt) return held !== null;
      if (typeof outcome === 'object') return adopt(outcome.tokens, { persist: true });
      const delay = retryDelaysMs[tries];
      if (outcome === 'refused' || delay === undefined) return adopt(null, { persist: true });
      await pause(delay);
      if (changes !== startedAt) return held !== null;
    }
  }

  /** Exchanges the refresh token for a new pair; a failed refresh signs the user out. */
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
    if (stored?.refresh !== held?.refresh) adopt(stored, { persist: false });
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
      if (adopt(readTokens(storage), { persist: false })) await refresh();
      loading = false;
      publish();
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
     * without them; rejects when the request itself failed (each case has its own message).
     */
    async login(payload: LoginPayload): Promise<boolean> {
      const tokens = await api.obtainTokens(payload);
      return isTokenPair(tokens) && adopt(tokens, { persist: true });
    },

    /**
     * Signs out: asks the server to end the session (so its refresh token is refused from
     * now on), then clears the tokens here and, through storage, in every other tab. The
     * sign-out does not wait for the server: an unreachable server cannot keep anyone
     * signed in on this device.
     */
    logout(): void {
      if (held) void api.revokeTokens(held.refresh).catch(() => undefined);
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
