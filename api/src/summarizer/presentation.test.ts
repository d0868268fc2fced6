import { describe, expect, it } from 'vitest';
import { isShouted } from './presentation';

describe('shouting', () => {
  it.each([
    ['THE LAB SHEETS WERE AWFUL!!!', true],
    ['SPSS TUTORIALS', true],
    ['GOOD 中文', true],
    ['The SPSS tutorials were great.', false],
    ['OK!', false],
    ['ÄÖÜß', false],
    ['12345 !!!', false],
  ])('reads "%s" as shouted: %s', (text, shouted) => {
    expect(isShouted(text)).toBe(shouted);
  });
});
