import { describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { causeOf, LINK_INSERTED, recordRequests } from './route-load';

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

describe('recordRequests', () => {
  /** A stand-in for the protocol session: events are emitted by the test. */
  function fakeSession() {
    const handlers = new Map<string, (event: unknown) => void>();
    const cdp = {
      on: (name: string, handler: (event: unknown) => void) => handlers.set(name, handler),
    };
    const emit = (name: string, event: unknown) => handlers.get(name)!(event);
    return { cdp: cdp as unknown as CDPSession, emit };
  }

  function load(
    emit: (name: string, event: unknown) => void,
    url: string,
    initiator: object,
    at: number,
  ) {
    emit('Network.requestWillBeSent', {
      requestId: url,
      request: { url, headers: {} },
      timestamp: at,
      type: url.endsWith('/') ? 'Document' : 'Script',
      initiator,
    });
    emit('Network.responseReceived', {
      requestId: url,
      type: url.endsWith('/') ? 'Document' : 'Script',
    });
    emit('Network.loadingFinished', {
      requestId: url,
      encodedDataLength: 100,
      timestamp: at + 0.01,
    });
  }

  const insertedBy = (url: string) => ({
    args: [{ value: LINK_INSERTED }, { value: url }],
    stackTrace: {
      callFrames: [frame(''), frame('/shell.js', 2)],
      parent: { description: 'await', callFrames: [frame('/shell.js', 1)] },
    },
  });
  const preloadInitiator = { type: 'script', url: 'about:client' };
  const expected = { files: ['/shell.js'], continuation: 'await@/shell.js:1:5' };

  it('gives a module preload the cause of the code that inserted its link', () => {
    const { cdp, emit } = fakeSession();
    const requests = recordRequests(cdp);
    load(emit, 'http://app/', { type: 'other' }, 1);
    emit('Runtime.consoleAPICalled', insertedBy('http://app/chunk.js'));
    load(emit, 'http://app/chunk.js', preloadInitiator, 1.1);
    expect(requests[1]!.cause).toEqual(expected);
  });

  it('also when the message comes after the request has finished', () => {
    const { cdp, emit } = fakeSession();
    const requests = recordRequests(cdp);
    load(emit, 'http://app/', { type: 'other' }, 1);
    load(emit, 'http://app/chunk.js', preloadInitiator, 1.1);
    expect(requests[1]!.cause).toBeUndefined();
    emit('Runtime.consoleAPICalled', insertedBy('http://app/chunk.js'));
    expect(requests[1]!.cause).toEqual(expected);
  });

  it("ignores the page's other console messages", () => {
    const { cdp, emit } = fakeSession();
    const requests = recordRequests(cdp);
    load(emit, 'http://app/', { type: 'other' }, 1);
    emit('Runtime.consoleAPICalled', {
      args: [{ value: 'hello' }, { value: 'http://app/chunk.js' }],
    });
    load(emit, 'http://app/chunk.js', preloadInitiator, 1.1);
    expect(requests[1]!.cause).toBeUndefined();
  });
});
