import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as locales from '../contracts/locales';
import { supportedLocale } from '../contracts/locales';
import { setRuntimeConfig } from '../runtime-config/runtime-config';
import { siteLocale } from './site-locale';

vi.mock('../contracts/locales', async (importOriginal) => {
  const original = await importOriginal<typeof locales>();
  return { supportedLocale: vi.fn(original.supportedLocale) };
});

afterEach(() => {
  setRuntimeConfig({ locale: undefined });
  vi.mocked(supportedLocale).mockClear();
});

describe('siteLocale', () => {
  it('is British English when none is configured', () => {
    expect(siteLocale()).toBe('en-GB');
  });

  it('gives the configured locale in its canonical spelling', () => {
    setRuntimeConfig({ locale: 'en-us' });
    expect(siteLocale()).toBe('en-US');
  });

  it('keeps British English for a configured value that names no locale', () => {
    setRuntimeConfig({ locale: 'not a locale' });
    expect(siteLocale()).toBe('en-GB');
  });

  it('checks a configured value once, and again only when the config changes', () => {
    setRuntimeConfig({ locale: 'de-DE' });
    expect([siteLocale(), siteLocale()]).toEqual(['de-DE', 'de-DE']);
    expect(supportedLocale).toHaveBeenCalledTimes(1);
    setRuntimeConfig({ locale: 'fr-FR' });
    expect(siteLocale()).toBe('fr-FR');
    expect(supportedLocale).toHaveBeenCalledTimes(2);
  });
});
