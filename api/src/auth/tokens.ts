// Signing and checking JWTs (HS256 through jose). Access tokens carry what the client
// shows (username, is_staff, studentId, whether the email is proven); refresh tokens only name the user and their jti,
// which the refresh-token table tracks for rotation.
import { randomUUID } from 'node:crypto';
import type { AccessTokenClaims } from '@module-feedback/shared/contracts';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenSubject {
  id: number;
  username: string;
  isStaff: boolean;
  studentId: number | null;
  emailVerified: boolean;
}

export interface IssuedRefreshToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

export class InvalidTokenError extends Error {}

export interface TokenService {
  issueAccess(subject: TokenSubject): Promise<string>;
  /** Expires after the refresh lifetime, or at notAfter if that comes first. */
  issueRefresh(userId: number, notAfter: Date): Promise<IssuedRefreshToken>;
  /** The user id of a valid, unexpired access token; throws InvalidTokenError otherwise. */
  verifyAccess(token: string): Promise<number>;
  verifyRefresh(token: string): Promise<{ userId: number; jti: string }>;
}

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function createTokenService(settings: TokenSettings): TokenService {
  const key = new TextEncoder().encode(settings.secret);

  /** Signs claims valid from now until expiresAt (whole seconds since the epoch). */
  async function sign(claims: Record<string, unknown>, expiresAt: number, jti: string) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuedAt(nowSeconds())
      .setExpirationTime(expiresAt)
      .setJti(jti)
      .sign(key);
  }

  async function verify(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'jti'],
      });
      const userId = payload.user_id;
      if (payload.token_type !== type || typeof userId !== 'number' || !Number.isInteger(userId)) {
        throw new InvalidTokenError(`Not a valid ${type} token.`);
      }
      return { userId, jti: payload.jti as string };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      throw new InvalidTokenError('Token is invalid or expired.');
    }
  }

  return {
    issueAccess(subject) {
      // email_verified: read by shared's isEmailConfirmed (the claims type predates it).
      const claims: Omit<AccessTokenClaims, 'jti' | 'exp' | 'iat'> & { email_verified: boolean } = {
        user_id: subject.id,
        username: subject.username,
        is_staff: subject.isStaff,
        studentId: subject.studentId,
        email_verified: subject.emailVerified,
        token_type: 'access',
      };
      return sign({ ...claims }, nowSeconds() + settings.accessTtlSeconds, randomUUID());
    },
    async issueRefresh(userId, notAfter) {
      const jti = randomUUID();
      const expiresAt = Math.min(
        nowSeconds() + settings.refreshTtlSeconds,
        Math.floor(notAfter.getTime() / 1000),
      );
      const token = await sign({ user_id: userId, token_type: 'refresh' }, expiresAt, jti);
      return { token, jti, expiresAt: new Date(expiresAt * 1000) };
    },
    async verifyAccess(token) {
      return (await verify(token, 'access')).userId;
    },
    verifyRefresh(token) {
      return verify(token, 'refresh');
    },
  };
}
