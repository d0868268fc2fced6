import { describe, expect, it } from 'vitest';
import { isOptOutToken, optOutToken } from './opt-out';

const SECRET = 'a-secret-long-enough-for-the-tests-0123456789';

describe('opt-out tokens', () => {
  it('accept the signature of the account they were made for', () => {
    expect(isOptOutToken(SECRET, 42, optOutToken(SECRET, 42))).toBe(true);
  });

  it('refuse another account, another secret and anything made up', () => {
    const token = optOutToken(SECRET, 42);
    expect(isOptOutToken(SECRET, 43, token)).toBe(false);
    expect(isOptOutToken(`${SECRET}x`, 42, token)).toBe(false);
    expect(isOptOutToken(SECRET, 42, '')).toBe(false);
    expect(isOptOutToken(SECRET, 42, `${token.slice(0, -1)}A`)).toBe(token.endsWith('A'));
  });
});
