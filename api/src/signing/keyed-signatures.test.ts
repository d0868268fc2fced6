import { describe, expect, it } from 'vitest';
import { isSignatureOf, signatureOf } from './keyed-signatures';

const SECRET = 'a secret of the server, long enough for the tests';

describe('keyed signatures', () => {
  it('accepts the signature the server made, and only for its own purpose and text', () => {
    const signed = signatureOf(SECRET, 'reminder-opt-out', '42');
    expect(isSignatureOf(SECRET, 'reminder-opt-out', '42', signed)).toBe(true);
    expect(isSignatureOf(SECRET, 'browser-id', '42', signed)).toBe(false);
    expect(isSignatureOf(SECRET, 'reminder-opt-out', '43', signed)).toBe(false);
    expect(isSignatureOf(`${SECRET}!`, 'reminder-opt-out', '42', signed)).toBe(false);
  });

  it('refuses a changed, shortened or empty signature', () => {
    const signed = signatureOf(SECRET, 'browser-id', 'abc', 16);
    const changed = `${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`;
    for (const given of [changed, signed.slice(1), '']) {
      expect(isSignatureOf(SECRET, 'browser-id', 'abc', given, 16)).toBe(false);
    }
    expect(isSignatureOf(SECRET, 'browser-id', 'abc', signed, 16)).toBe(true);
  });
});
