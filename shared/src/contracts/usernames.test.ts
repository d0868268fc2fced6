import { describe, expect, it } from 'vitest';
import { isValidUsername } from './usernames';

describe('isValidUsername', () => {
  it.each(['alice', 'a.b+c-d_e@uni', 'Zoë', 'student42'])('accepts %s', (username) => {
    expect(isValidUsername(username)).toBe(true);
  });

  it.each(['', 'has space', 'semi;colon', 'slash/', '<script>'])('rejects %j', (username) => {
    expect(isValidUsername(username)).toBe(false);
  });

  it('accepts compatibility and decomposed forms, checked as NFKC', () => {
    expect(isValidUsername('ａｌｉｃｅ')).toBe(true);
    expect(isValidUsername('Zoe\u0308')).toBe(true);
  });

  it('rejects invisible characters', () => {
    expect(isValidUsername('ad\u200Bmin')).toBe(false);
  });

  it('allows 150 characters and no more', () => {
    expect(isValidUsername('a'.repeat(150))).toBe(true);
    expect(isValidUsername('a'.repeat(151))).toBe(false);
  });
});
