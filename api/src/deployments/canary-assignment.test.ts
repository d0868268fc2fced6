import { describe, expect, it } from 'vitest';
import { browserIdOf, newBrowserCookie, reachesBrowser } from './canary-assignment';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('browser ids', () => {
  it('reads back the ids this server signed, and nothing else', () => {
    const cookie = newBrowserCookie(SECRET);
    const id = browserIdOf(SECRET, cookie);
    expect(id).toBe(cookie.split('.')[0]);
    expect(browserIdOf('another-secret-of-thirty-two-characters!', cookie)).toBeUndefined();
    expect(browserIdOf(SECRET, `x${cookie}`)).toBeUndefined();
    expect(browserIdOf(SECRET, `${cookie}.more`)).toBeUndefined();
    expect(browserIdOf(SECRET, 'chosen-by-the-client')).toBeUndefined();
    expect(browserIdOf(SECRET, undefined)).toBeUndefined();
  });
});

describe('reachesBrowser', () => {
  const ids = Array.from({ length: 4000 }, () => browserIdOf(SECRET, newBrowserCookie(SECRET))!);
  const reached = (canary: { id: number; share: number }) =>
    ids.filter((id) => reachesBrowser(SECRET, canary, id));

  it('reaches about its share of browsers', () => {
    expect(reached({ id: 1, share: 10 }).length / ids.length).toBeCloseTo(0.1, 1);
    expect(reached({ id: 1, share: 50 }).length / ids.length).toBeCloseTo(0.5, 1);
  });

  it('answers the same for the same browser, and a larger share keeps those a smaller one reached', () => {
    expect(reached({ id: 3, share: 30 })).toEqual(reached({ id: 3, share: 30 }));
    const small = reached({ id: 3, share: 10 });
    expect(reached({ id: 3, share: 40 })).toEqual(expect.arrayContaining(small));
  });

  it('reaches another set of browsers for another canary', () => {
    const first = new Set(reached({ id: 1, share: 50 }));
    const second = reached({ id: 2, share: 50 });
    const both = second.filter((id) => first.has(id)).length;
    expect(both / ids.length).toBeGreaterThan(0.15);
    expect(both / ids.length).toBeLessThan(0.35);
  });
});
