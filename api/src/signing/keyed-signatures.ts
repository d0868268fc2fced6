// Signatures the server makes with its secret (JWT_SECRET) for texts it hands out and later
// takes back: a browser's canary id, a reminder's opt-out link. Each use names its purpose, so
// a signature made for one can never pass for another's.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `text` under `secret`, for one `purpose`. */
export const keyedHash = (secret: string, purpose: string, text: string): Buffer =>
  createHmac('sha256', secret).update(`${purpose}\n${text}`).digest();

/** The signature of `text` as it goes into a cookie or a link: `bytes` of the hash, base64url. */
export function signatureOf(secret: string, purpose: string, text: string, bytes = 32): string {
  return keyedHash(secret, purpose, text).subarray(0, bytes).toString('base64url');
}

/** Whether `given` is the signature of `text`, compared in constant time. */
export function isSignatureOf(
  secret: string,
  purpose: string,
  text: string,
  given: string,
  bytes = 32,
): boolean {
  const expected = Buffer.from(signatureOf(secret, purpose, text, bytes));
  const received = Buffer.from(given);
  return received.length === expected.length && timingSafeEqual(received, expected);
}
