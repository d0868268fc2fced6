// What a single sign-on must remember between sending the browser to the identity provider
// and its return: the state, the nonce, the PKCE verifier and where it asked to come back.
// It travels in a cookie of that browser, encrypted (so the verifier stays secret) and
// bound to it, so a sign-on returns only to the browser that started it; it lives ten
// minutes, and the callback deletes it, so a replayed return finds nothing.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { ACCOUNT_ROUTES } from '@module-feedback/shared/contracts';

export interface SignOnState {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The callback address given to the provider, which the code is bound to. */
  redirectUri: string;
}

const COOKIE = 'module_feedback_sign_on';
const LIFETIME_SECONDS = 600;

export function signOnStateCookie(jwtSecret: string) {
  // A key of its own, derived from the server's secret: tokens and this cookie never mix.
  const key = createHash('sha256').update(`sign-on-state\0${jwtSecret}`).digest();
  const options = (request: FastifyRequest) => ({
    path: ACCOUNT_ROUTES.signOnCallback,
    httpOnly: true,
    // Lax: sent on the provider's top-level redirect back, not on other sites' requests.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  return {
    async write(request: FastifyRequest, reply: FastifyReply, value: SignOnState) {
      const sealed = await new EncryptJWT({ ...value })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .encrypt(key);
      reply.setCookie(COOKIE, sealed, { ...options(request), maxAge: LIFETIME_SECONDS });
    },

    /** The state this browser started with, or undefined (none, expired, or not ours). */
    async read(request: FastifyRequest): Promise<SignOnState | undefined> {
      const sealed = request.cookies[COOKIE];
      if (!sealed) return undefined;
      try {
        const { payload } = await jwtDecrypt(sealed, key);
        const { state, nonce, codeVerifier, redirectUri } = payload;
        if ([state, nonce, codeVerifier, redirectUri].some((v) => typeof v !== 'string')) {
          return undefined;
        }
        return payload as unknown as SignOnState;
      } catch {
        return undefined;
      }
    },

    clear(request: FastifyRequest, reply: FastifyReply) {
      reply.clearCookie(COOKIE, options(request));
    },
  };
}
