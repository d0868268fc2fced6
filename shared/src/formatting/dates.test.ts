import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../runtime-config/runtime-config';
import { formatDate, formatDateTime } from './dates';

afterEach(() => setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, locale: undefined }));

describe('dates', () => {
  it('writes a day with the month as a word, never as a number that reads two ways', () => {
    expect(formatDate('2026-11-24T21:54:38Z')).toMatch(/^2[45] Nov 2026$/);
  });

  it('writes a time in the given zone, naming it', () => {
    expect(formatDateTime('2026-11-24T21:54:38Z', 'UTC')).toBe('24 Nov 2026, 21:54 UTC');
    expect(formatDateTime('2026-07-01T08:05:00Z', 'Europe/London')).toBe('1 Jul 2026, 09:05 BST');
  });

  it("writes them in the site's configured locale", () => {
    setRuntimeConfig({ locale: 'en-US' });
    expect(formatDateTime('2026-11-24T21:54:38Z', 'UTC')).toBe('Nov 24, 2026, 09:54 PM UTC');
    setRuntimeConfig({ locale: 'de-DE' });
    expect(formatDateTime('2026-11-24T21:54:38Z', 'UTC')).toBe('24. Nov. 2026, 21:54 UTC');
  });
});
