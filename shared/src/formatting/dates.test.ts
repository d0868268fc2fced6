import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('writes a day with the month as a word, never as a number that reads two ways', () => {
    expect(formatDate('2026-11-24T21:54:38Z')).toMatch(/^2[45] Nov 2026$/);
  });

  it('writes a time in the given zone, naming it', () => {
    expect(formatDateTime('2026-11-24T21:54:38Z', 'UTC')).toBe('24 Nov 2026, 21:54 UTC');
    expect(formatDateTime('2026-07-01T08:05:00Z', 'Europe/London')).toBe('1 Jul 2026, 09:05 BST');
  });
});
