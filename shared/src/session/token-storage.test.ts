import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../contracts';
import { accessToken } from './test-tokens';
import { parseStoredTokens, readTokens } from './token-storage';

describe('parseStoredTokens', () => {
  it('reads a stored pair', () => {
    expect(parseStoredTokens('{"access":"a","refresh":"r","extra":1}')).toEqual({
      access: 'a',
      refresh: 'r',
    });
  });

  it.each([null, '', 'not json', '{"access":"a"}', '"text"', 'null', '{"access":1,"refresh":2}'])(
    'treats %j as no tokens',
    (raw) => {
      expect(parseStoredTokens(raw)).toBeNull();
    },
  );
});

describe('readTokens', () => {
  afterEach(() => window.localStorage.clear());
  const put = (raw: string) => window.localStorage.setItem(STORAGE_KEYS.authTokens, raw);
  const stored = () => window.localStorage.getItem(STORAGE_KEYS.authTokens);

  it('returns a usable pair and leaves it stored', () => {
    const pair = { access: accessToken(), refresh: 'r' };
    put(JSON.stringify(pair));
    expect(readTokens(window.localStorage)).toEqual(pair);
    expect(stored()).toBe(JSON.stringify(pair));
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON of the wrong shape', '{"access":1,"refresh":2}'],
    ['a list', '["a","r"]'],
    ['an access token that names no user', '{"access":"forged.token.here","refresh":"r"}'],
  ])('removes %s', (_, raw) => {
    put(raw);
    expect(readTokens(window.localStorage)).toBeNull();
    expect(stored()).toBeNull();
  });
});
