import { afterEach, describe, expect, it } from 'vitest';
import { formatAverage } from '../contracts/ratings';
import { setRuntimeConfig } from '../runtime-config/runtime-config';
import { formatDecimal } from './numbers';

afterEach(() => setRuntimeConfig({ locale: undefined }));

describe('numbers', () => {
  it('writes the given decimals, rounding, in British English by default', () => {
    expect(formatDecimal(3.5, 2)).toBe('3.50');
    expect(formatDecimal(2.456, 2)).toBe('2.46');
    expect(formatAverage(4)).toBe('4.00');
  });

  it("writes them in the site's configured locale, averages too", () => {
    setRuntimeConfig({ locale: 'de-DE' });
    expect(formatDecimal(3.5, 2)).toBe('3,50');
    expect(formatAverage(4.125)).toBe('4,13');
    expect(formatAverage(null)).toBe('No ratings yet');
  });
});
