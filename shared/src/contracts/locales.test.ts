import { describe, expect, it } from 'vitest';
import { supportedLocale } from './locales';

describe('supportedLocale', () => {
  it('gives the canonical tag of a locale dates can be written in', () => {
    expect(supportedLocale('en-gb')).toBe('en-GB');
    expect(supportedLocale('de')).toBe('de');
  });

  it('gives nothing for what is not a language tag', () => {
    expect(supportedLocale('not a locale!')).toBeUndefined();
    expect(supportedLocale('')).toBeUndefined();
  });
});
