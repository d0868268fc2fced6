import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-errors';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/App-1.js'),
    new TypeError('error loading dynamically imported module: https://x/assets/App-1.js'),
    new TypeError('Importing a module script failed.'),
    new Error('[ Federation Runtime ]: RUNTIME-008', {
      cause: new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
    }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other failures to the usual message', () => {
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
