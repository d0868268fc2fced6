// Which browsers a canary reaches. The server gives each browser a random id in a cookie,
// signed so that only ids this server made count (a client cannot pick its way into or out
// of a canary by choosing one), and decides from it: a keyed hash of the canary and the id
// falls into the canary's share or not. The same browser gets the same answer on every load
// and from every instance; another canary of the same remote reaches another set of browsers.
// The id says nothing about the person, and the cookie is only set while a canary runs.
import { randomBytes } from 'node:crypto';
import { isSignatureOf, keyedHash, signatureOf } from '../signing/keyed-signatures';

export const BROWSER_COOKIE = 'mf_browser';
/** Half a year: long enough that a canary never switches a browser back and forth. */
export const BROWSER_COOKIE_MAX_AGE_SECONDS = 183 * 24 * 60 * 60;

const ID_BYTES = 16;
/** A browser id's signature is half the hash: the cookie stays short, and 128 bits suffice. */
const SIGNATURE_BYTES = 16;

/** A new browser id with its signature, as the cookie holds it. */
export function newBrowserCookie(secret: string): string {
  const id = randomBytes(ID_BYTES).toString('base64url');
  return `${id}.${signatureOf(secret, 'browser-id', id, SIGNATURE_BYTES)}`;
}

/** The browser id of a cookie this server signed; undefined for anything else. */
export function browserIdOf(secret: string, cookie: string | undefined): string | undefined {
  const [id, signed, ...rest] = (cookie ?? '').split('.');
  if (!id || !signed || rest.length > 0) return undefined;
  return isSignatureOf(secret, 'browser-id', id, signed, SIGNATURE_BYTES) ? id : undefined;
}

/** Whether the canary (by its id) reaches the browser: its hash, 0–9999, below share × 100. */
export function reachesBrowser(
  secret: string,
  canary: { id: number; share: number },
  browserId: string,
): boolean {
  const point = keyedHash(secret, 'canary', `${canary.id}\n${browserId}`).readUInt32BE(0) % 10_000;
  return point < canary.share * 100;
}
