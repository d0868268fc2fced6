import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceRevisionReads } from './coalesced-revision';

/** A reader whose reads stay pending until the test settles them, oldest first. */
function pendingReader() {
  const pending: Array<{ resolve(value: number): void; reject(error: Error): void }> = [];
  return {
    pending,
    read: () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })),
  };
}

describe('coalesceRevisionReads', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('shares one read among concurrent callers', async () => {
    const reader = pendingReader();
    const view = coalesceRevisionReads(reader, 50);
    const answers = Promise.all([view.read(), view.read(), view.read()]);
    expect(reader.pending).toHaveLength(1);
    reader.pending[0]!.resolve(7);
    expect(await answers).toEqual([7, 7, 7]);
  });

  it('reuses the revision within the interval and reads again after it', async () => {
    const reader = pendingReader();
    const view = coalesceRevisionReads(reader, 50);
    const first = view.read();
    reader.pending[0]!.resolve(1);
    await first;
    vi.advanceTimersByTime(49);
    expect(await view.read()).toBe(1);
    vi.advanceTimersByTime(1);
    const second = view.read();
    expect(reader.pending).toHaveLength(2);
    reader.pending[1]!.resolve(2);
    expect(await second).toBe(2);
  });

  it('reads for every call when the interval is 0', () => {
    const reader = pendingReader();
    const view = coalesceRevisionReads(reader, 0);
    void view.read();
    void view.read();
    expect(reader.pending).toHaveLength(2);
  });

  it('does not let callers after an invalidation join a read started before it', async () => {
    const reader = pendingReader();
    const view = coalesceRevisionReads(reader, 50);
    const before = view.read();
    view.invalidate();
    const after = view.read();
    expect(reader.pending).toHaveLength(2);
    reader.pending[1]!.resolve(2);
    reader.pending[0]!.resolve(1);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await view.read()).toBe(2);
  });

  it('tries again after a failed read instead of repeating the failure', async () => {
    const reader = pendingReader();
    const view = coalesceRevisionReads(reader, 50);
    const failed = view.read();
    reader.pending[0]!.reject(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const retried = view.read();
    expect(reader.pending).toHaveLength(2);
    reader.pending[1]!.resolve(3);
    expect(await retried).toBe(3);
  });
});
