// Builds unsigned JWT-shaped strings for tests: the client only decodes tokens, it
// never verifies them (the server does).
import type { AccessTokenClaims, AuthTokens } from '../contracts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims beyond AccessTokenClaims (e.g. email_verified) are written as given. */
export function accessToken(
  claims: Partial<AccessTokenClaims> & Record<string, unknown> = {},
): string {
  const payload = {
    user_id: 1,
    username: 'alice',
    is_staff: false,
    studentId: 1000001,
    token_type: 'access',
    jti: 'jti-1',
    iat: 0,
    exp: 4_000_000_000,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

let serial = 0;

export function tokenPair(claims: Partial<AccessTokenClaims> = {}): AuthTokens {
  serial += 1;
  return { access: accessToken(claims), refresh: `refresh-${serial}` };
}
