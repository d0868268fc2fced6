import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './run-every';

afterEach(() => vi.useRealTimers());

describe('runEvery', () => {
  it('never runs a task twice at once, however long a run takes', async () => {
    const app = Fastify();
    const seen = { runs: 0, running: 0, overlapped: false };
    runEvery(app, 5, async () => {
      seen.running += 1;
      seen.overlapped ||= seen.running > 1;
      await sleep(30);
      seen.running -= 1;
      seen.runs += 1;
    });
    await vi.waitFor(() => expect(seen.runs).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await app.close();
    expect(seen.overlapped).toBe(false);
  });

  for (const runOnClose of [false, true]) {
    it(`closing waits for the run under way${runOnClose ? ', then runs once more' : ''}`, async () => {
      // Only the interval is the test's to move; closing the app keeps its real timers.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const app = Fastify();
      let finishFirstRun = () => {};
      const firstRunHeld = new Promise<void>((resolve) => (finishFirstRun = resolve));
      const started: string[] = [];
      let closing = false;
      runEvery(
        app,
        10,
        async () => {
          started.push(closing ? 'after close' : 'before close');
          if (started.length === 1) await firstRunHeld;
        },
        { runOnClose },
      );
      vi.advanceTimersByTime(10);
      await sleep(5);
      expect(started).toEqual(['before close']);

      closing = true;
      let closed = false;
      const close = app.close().then(() => (closed = true));
      await sleep(20);
      expect(closed).toBe(false);
      finishFirstRun();
      await close;
      expect(started).toEqual(runOnClose ? ['before close', 'after close'] : ['before close']);

      // The interval is gone: no run after the app closed.
      vi.advanceTimersByTime(100);
      await sleep(5);
      expect(started).toHaveLength(runOnClose ? 2 : 1);
    });
  }
});
