// Persists the token pair under the `authTokens` key (a fixed name other tabs and older builds read). An entry that is not a usable
// pair (not JSON, the wrong shape, an access token that names no user) is removed as soon
// as it is read: it can never become valid, and leaving it would only be read again.
import { STORAGE_KEYS, type AuthTokens } from '../contracts';
import { userFromAccessToken } from './current-user';

export function parseStoredTokens(raw: string | null): AuthTokens | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as AuthTokens).access === 'string' &&
      typeof (value as AuthTokens).refresh === 'string'
    ) {
      return { access: (value as AuthTokens).access, refresh: (value as AuthTokens).refresh };
    }
  } catch {
    // fall through: malformed JSON is the same as no tokens
  }
  return null;
}

/** The stored pair when it is usable; anything else stored there is deleted. */
export function readTokens(storage: Storage): AuthTokens | null {
  const raw = storage.getItem(STORAGE_KEYS.authTokens);
  const tokens = parseStoredTokens(raw);
  if (tokens && userFromAccessToken(tokens.access)) return tokens;
  if (raw !== null) storage.removeItem(STORAGE_KEYS.authTokens);
  return null;
}

export function writeTokens(storage: Storage, tokens: AuthTokens | null): void {
  if (tokens) storage.setItem(STORAGE_KEYS.authTokens, JSON.stringify(tokens));
  else storage.removeItem(STORAGE_KEYS.authTokens);
}
