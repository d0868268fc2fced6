import { describe, expect, it, vi } from 'vitest';
import { createResponseCache, type ShowsScopes } from './response-cache';

/** A revision reader under the test's control: bump() records a change to some scopes. */
function fakeRevisions() {
  let revision = 1;
  const changedAt = new Map<string, number>();
  let failure: Error | undefined;
  return {
    read: vi.fn(async () => {
      if (failure) throw failure;
      return revision;
    }),
    lastChange: (scopes: readonly string[]) =>
      Math.max(0, ...scopes.map((scope) => changedAt.get(scope) ?? 0)),
    bump(...scopes: string[]) {
      revision += 1;
      for (const scope of scopes) changedAt.set(scope, revision);
    },
    fail(error: Error | undefined) {
      failure = error;
    },
  };
}

const builder = (scope: string, value: unknown = { scope }) =>
  vi.fn(async (shows: ShowsScopes) => {
    shows(scope);
    return value;
  });

describe('createResponseCache', () => {
  it('rebuilds an entry only when one of its scopes changed', async () => {
    const revisions = fakeRevisions();
    const cache = createResponseCache(revisions, { unreachable: false });
    const a = builder('feedback:1');
    const b = builder('feedback:2');
    await cache.body('a', a);
    await cache.body('b', b);
    revisions.bump('feedback:2');
    await cache.body('a', a);
    await cache.body('b', b);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('shares one rebuild among concurrent requests for the same entry', async () => {
    const revisions = fakeRevisions();
    const cache = createResponseCache(revisions, { unreachable: false });
    const build = builder('modules', [1, 2, 3]);
    const bodies = await Promise.all([1, 2, 3].map(() => cache.body('modules', build)));
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!.json.toString())).toEqual([1, 2, 3]);
  });

  it('does not let a request join a rebuild older than the revision it read', async () => {
    const revisions = fakeRevisions();
    const cache = createResponseCache(revisions, { unreachable: false });
    let release = () => {};
    const slow = vi.fn(async (shows: ShowsScopes) => {
      shows('modules');
      await new Promise<void>((resolve) => (release = resolve));
      return 'old';
    });
    const first = cache.body('modules', slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    revisions.bump('modules');
    const second = cache.body('modules', builder('modules', 'new'));
    release();
    expect(JSON.parse((await first).json.toString())).toBe('old');
    expect(JSON.parse((await second).json.toString())).toBe('new');
  });

  it('serves a stored entry while the database is unavailable, and fails without one', async () => {
    const revisions = fakeRevisions();
    const cache = createResponseCache(revisions, { unreachable: false });
    const stored = await cache.body('modules', builder('modules'));
    revisions.fail(Object.assign(new Error('Query read timeout')));
    expect(await cache.body('modules', builder('modules'))).toBe(stored);
    await expect(cache.body('years', builder('academic-years'))).rejects.toThrow('timeout');
  });

  it('answers at once from the store during a known outage', async () => {
    const revisions = fakeRevisions();
    const availability = { unreachable: false };
    const cache = createResponseCache(revisions, availability);
    const stored = await cache.body('modules', builder('modules'));
    availability.unreachable = true;
    revisions.read.mockImplementationOnce(() => new Promise(() => {}));
    expect(await cache.body('modules', builder('modules'))).toBe(stored);
  });

  it('refuses to cache a response that names no scopes', async () => {
    const cache = createResponseCache(fakeRevisions(), { unreachable: false });
    await expect(cache.body('x', async () => 'anything')).rejects.toThrow('names no scopes');
  });
});
