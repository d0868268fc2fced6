// Preview links: a signed, expiring token that makes whoever opens the app with it load one
// stored version of one remote, instead of its live one, for that browser tab. Staff or a
// deploy token (for its own remote) make them; the server checks the signature and expiry on
// every use, so a changed or expired link is refused and shows nothing of the version.
// The key is derived from the server's secret for this purpose alone: neither sign-in tokens
// nor any other signed value can pass as a preview link, nor a preview link as them.
import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { asDeployable, remoteOf, type Deployable } from './deployables';

/** How long a link works unless its maker says otherwise, and at most. */
export const PREVIEW_MINUTES = { default: 24 * 60, max: 7 * 24 * 60 } as const;

const AUDIENCE = 'module-feedback-preview';

export interface Preview {
  deployable: Deployable;
  version: string;
  /** ISO time the link stops working. */
  expiresAt: string;
}

export type PreviewCheck =
  { preview: Preview } | { refused: 'expired' | 'invalid'; message: string };

const keyOf = (secret: string) => createHash('sha256').update(`preview-links\0${secret}`).digest();

export async function signPreview(
  secret: string,
  preview: { deployable: Deployable; version: string; minutes: number },
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const expires = Math.floor(now.getTime() / 1000) + preview.minutes * 60;
  const token = await new SignJWT({ version: preview.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(preview.deployable)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(expires)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(expires * 1000).toISOString() };
}

export async function checkPreview(
  secret: string,
  token: string,
  now = new Date(),
): Promise<PreviewCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const deployable = asDeployable(payload.sub);
    if (!deployable || !remoteOf(deployable) || typeof payload.version !== 'string') {
      throw new errors.JWTInvalid('not a preview of a remote');
    }
    return {
      preview: {
        deployable,
        version: payload.version,
        expiresAt: new Date(payload.exp! * 1000).toISOString(),
      },
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const expired = new Date(Number(error.payload.exp) * 1000).toISOString();
      return { refused: 'expired', message: `This preview link expired at ${expired}.` };
    }
    return {
      refused: 'invalid',
      message: 'This is not a valid preview link: it was changed, or made by another server.',
    };
  }
}
