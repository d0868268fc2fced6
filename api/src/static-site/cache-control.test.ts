import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellCacheControl } from './cache-control';

describe('shellCacheControl', () => {
  it('tells hashed assets from the page by their folder, not their name', () => {
    expect(shellCacheControl(path.join('dist', 'assets', 'index-abc123.js'))).toMatch(/immutable/);
    expect(shellCacheControl(path.join('dist', 'assets-list.js'))).toBe('no-cache');
  });
});
