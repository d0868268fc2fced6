// Persists the token pair under the spec's `authTokens` key. Anything unreadable is
// treated as "no tokens": a corrupted entry must sign the user out, not crash the app.
import { STORAGE_KEYS, type AuthTokens } from '../contracts';

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

export function readTokens(storage: Storage): AuthTokens | null {
  return parseStoredTokens(storage.getItem(STORAGE_KEYS.authTokens));
}

export function writeTokens(storage: Storage, tokens: AuthTokens | null): void {
  if (tokens) storage.setItem(STORAGE_KEYS.authTokens, JSON.stringify(tokens));
  else storage.removeItem(STORAGE_KEYS.authTokens);
}
