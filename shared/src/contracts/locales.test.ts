import { describe, expect, it } from 'vitest';
import { supportedLocale } from './locales';

describe('supportedLocale', () => {
  it('gives the canonical tag of a locale dates can be written in', () => {
    expect(supportedLocale('en-gb')).toBe('en-GB');
    expect(supportedLocale('de')).toBe('de');
    expect(supportedLocale('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(supportedLocale('ja-JP-u-ca-japanese')).toBe('ja-JP-u-ca-japanese');
  });

  it('takes a known language in a region it has no data of its own for', () => {
    expect(supportedLocale('en-ZZ')).toBe('en-ZZ');
  });

  it('gives nothing for a language dates cannot be written in, or what is not a language tag', () => {
    expect(supportedLocale('xx')).toBeUndefined();
    expect(supportedLocale('xx-GB')).toBeUndefined();
    expect(supportedLocale('und')).toBeUndefined();
    expect(supportedLocale('not a locale!')).toBeUndefined();
    expect(supportedLocale('')).toBeUndefined();
  });
});
