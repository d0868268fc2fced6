// For component tests of code that must not wait for a timer: React.lazy in a Suspense
// boundary, for one, reveals its content no sooner than 300 ms after its fallback showed.
// Under act() React skips such waits, so a test there cannot tell; this runs the change the
// way a browser would, outside act(), with setTimeout standing still.
import { vi } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Runs `cause` (a promise settling, say) and lets React render what follows, outside act()
 * and with timers frozen. React's scheduler runs on setImmediate in Node, which stays real.
 */
export async function settleWithTimersStill(cause: () => void): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    cause();
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    vi.useRealTimers();
  }
}
