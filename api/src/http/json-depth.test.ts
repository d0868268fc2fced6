import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts nested objects and arrays', () => {
    expect(nestsDeeperThan('{"user":{"name":"a"}}', 2)).toBe(false);
    expect(nestsDeeperThan('{"user":{"name":["a"]}}', 2)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan('1', 0)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"text":"[[[{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"text":"say \\"[[[\\" twice"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"text":"\\\\"}', 1)).toBe(false);
  });

  it('stops at the first level past the limit', () => {
    expect(nestsDeeperThan('['.repeat(6000), 20)).toBe(true);
  });
});
