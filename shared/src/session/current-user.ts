import { jwtDecode } from 'jwt-decode';
import type { AccessTokenClaims, AuthTokens, CurrentUser } from '../contracts';

/** The user an access token speaks for, or null when the token is not a usable access token. */
export function userFromAccessToken(access: string): CurrentUser | null {
  try {
    const claims = jwtDecode<Partial<AccessTokenClaims>>(access);
    if (typeof claims.username !== 'string' || typeof claims.is_staff !== 'boolean') return null;
    return {
      username: claims.username,
      is_staff: claims.is_staff,
      studentId: typeof claims.studentId === 'number' ? claims.studentId : null,
    };
  } catch {
    return null;
  }
}

/**
 * False when the access token says the account's email address is not confirmed (such a
 * student reads but does not write). No tokens, or tokens from before confirmation existed,
 * say nothing of the kind: the server decides anyway.
 */
export function isEmailConfirmed(tokens: AuthTokens | null): boolean {
  if (!tokens) return true;
  try {
    return jwtDecode<{ email_verified?: unknown }>(tokens.access).email_verified !== false;
  } catch {
    return false;
  }
}
