import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteCacheControl, shellCacheControl } from './cache-control';

describe('shellCacheControl', () => {
  it('tells hashed assets from the page by their folder, not their name', () => {
    expect(shellCacheControl(path.join('dist', 'assets', 'index-abc123.js'))).toMatch(/immutable/);
    expect(shellCacheControl(path.join('dist', 'assets-list.js'))).toBe('no-cache');
  });
});

describe('remoteCacheControl', () => {
  const roots = [path.join('data', 'published'), path.join('mfe-results', 'dist')];

  it("keeps every file of a version folder, under any of the remote's roots", () => {
    for (const root of roots) {
      expect(remoteCacheControl(path.join(root, '1.0.0-abc', 'deploy.json'), roots)).toMatch(
        /immutable/,
      );
    }
  });

  it('revalidates a file beside the version folders', () => {
    expect(remoteCacheControl(path.join(roots[1]!, 'latest.json'), roots)).toBe('no-cache');
  });
});
