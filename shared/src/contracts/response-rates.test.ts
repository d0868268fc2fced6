import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_THRESHOLD,
  formatResponseRate,
  isBelowRate,
  parseRateThreshold,
} from './response-rates';

describe('response rates', () => {
  it('say responses against enrolment, and "No enrolment" instead of 0%', () => {
    expect(formatResponseRate({ responses: 12, enrolled: 40 })).toBe('12 of 40, 30%');
    expect(formatResponseRate({ responses: 1, enrolled: 3 })).toBe('1 of 3, 33%');
    expect(formatResponseRate({ responses: 0, enrolled: 0 })).toBe('No enrolment');
    expect(formatResponseRate({ responses: 5, enrolled: 0 })).toBe('No enrolment');
  });

  it('flag a rate below the threshold, never a module without enrolment', () => {
    expect(isBelowRate({ rate: 0.29 }, 30)).toBe(true);
    expect(isBelowRate({ rate: 0.3 }, 30)).toBe(false);
    expect(isBelowRate({ rate: 0 }, 30)).toBe(true);
    expect(isBelowRate({ rate: null }, 30)).toBe(false);
    expect(isBelowRate({ rate: 0.5 }, 0)).toBe(false);
  });

  it('read the threshold from the address: whole percents 0–100, else the default', () => {
    expect(parseRateThreshold('45')).toBe(45);
    expect(parseRateThreshold('0')).toBe(0);
    expect(parseRateThreshold('100')).toBe(100);
    for (const raw of [null, undefined, '', '101', '-5', '3.5', 'abc']) {
      expect(parseRateThreshold(raw)).toBe(DEFAULT_RATE_THRESHOLD);
    }
  });
});
