import { describe, expect, it, vi } from 'vitest';
import { keptUnlessFailed } from './kept-unless-failed';

describe('keptUnlessFailed', () => {
  it('starts once and hands every caller the same promise', async () => {
    const start = vi.fn(async () => 'loaded');
    const load = keptUnlessFailed(start);
    expect(load()).toBe(load());
    await expect(load()).resolves.toBe('loaded');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts afresh after a failure', async () => {
    const start = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('loaded');
    const load = keptUnlessFailed(start);
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('loaded');
    expect(start).toHaveBeenCalledTimes(2);
  });
});
