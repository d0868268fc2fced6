import { describe, expect, it } from 'vitest';
import { dueRound } from './schedule';

const settings = { firstAfterPercent: 50, secondDaysBeforeClose: 7 };
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
const window = { opensAt: day(0), closesAt: day(40) };

describe('the reminder schedule', () => {
  it('sends nothing in the first part of the window', () => {
    expect(dueRound(window, new Date(day(1)), settings)).toBeNull();
    expect(dueRound(window, new Date(day(19)), settings)).toBeNull();
  });

  it('sends the first once the set part of the window has passed', () => {
    expect(dueRound(window, new Date(day(20)), settings)).toBe(1);
    expect(dueRound(window, new Date(day(32)), settings)).toBe(1);
    expect(dueRound(window, new Date(day(10)), { ...settings, firstAfterPercent: 25 })).toBe(1);
  });

  it('sends the second once the set days before the close are left', () => {
    expect(dueRound(window, new Date(day(33)), settings)).toBe(2);
    expect(dueRound(window, new Date(day(39)), settings)).toBe(2);
  });

  it('gives a short window only the second', () => {
    const short = { opensAt: day(0), closesAt: day(10) };
    expect(dueRound(short, new Date(day(2)), settings)).toBeNull();
    expect(dueRound(short, new Date(day(3)), settings)).toBe(2);
  });

  it('sends nothing outside the window or without a closing date', () => {
    expect(dueRound(window, new Date(day(-1)), settings)).toBeNull();
    expect(dueRound(window, new Date(day(40)), settings)).toBeNull();
    expect(dueRound({ opensAt: day(0), closesAt: null }, new Date(day(30)), settings)).toBeNull();
    expect(dueRound({ opensAt: null, closesAt: day(40) }, new Date(day(35)), settings)).toBeNull();
  });
});
