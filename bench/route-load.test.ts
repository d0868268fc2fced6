import { describe, expect, it } from 'vitest';
import { causeOf } from './route-load';

const frame = (url: string, lineNumber = 0) => ({ url, lineNumber, columnNumber: 5 });

describe('causeOf', () => {
  it('names the document, stylesheet or importing module that named the file', () => {
    expect(causeOf({ type: 'parser', url: '/index.html' })).toEqual({ files: ['/index.html'] });
    expect(causeOf({ type: 'script', url: '/entry.js' })).toEqual({ files: ['/entry.js'] });
  });

  it('names every script on the stack, and the stack a continuation resumed from', () => {
    const cause = causeOf({
      type: 'script',
      stack: {
        callFrames: [frame('/runtime.js'), frame('/runtime.js', 3)],
        parent: { description: 'await', callFrames: [frame('/loader.js', 7)] },
      },
    });
    expect(cause).toEqual({
      files: ['/runtime.js', '/loader.js'],
      continuation: 'await@/loader.js:7:5',
    });
  });

  it('leaves a straight run of code without a continuation', () => {
    expect(causeOf({ type: 'script', stack: { callFrames: [frame('/app.js')] } })).toEqual({
      files: ['/app.js'],
    });
  });

  it('knows no maker for a preload link a script inserted, and none for the browser', () => {
    expect(causeOf({ type: 'script', url: 'about:client' })).toBeUndefined();
    expect(causeOf({ type: 'other' })).toEqual({ files: [] });
  });
});
