import { describe, expect, it } from 'vitest';
import { parseStoredTokens } from './token-storage';

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
