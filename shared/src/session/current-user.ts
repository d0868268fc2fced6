import { jwtDecode } from 'jwt-decode';
import type { AccessTokenClaims, CurrentUser } from '../contracts';

/** The user an access token speaks for, or null when the token is not a usable access token. */
export function userFromAccessToken(access: string): CurrentUser | null {
  try {
    const claims = jwtDecode<Partial<AccessTokenClaims>>(access);
    if (typeof claims.username !== 'string' || typeof claims.is_staff !== 'boolean') return null;
    return {
      username: claims.username,
      is_staff: claims.is_staff,
      studentId: typeof claims.studentId === 'number' ? claims.studentId : null,
      // Tokens issued before verification existed carry no claim; the server decides anyway.
      emailVerified: claims.email_verified !== false,
    };
  } catch {
    return null;
  }
}
