import { describe, expect, it, vi } from 'vitest';
import { notify, onNotification } from './notifications';

describe('notifications', () => {
  it('reaches every listener until it unsubscribes', () => {
    const listener = vi.fn();
    const stop = onNotification(listener);
    const message = { severity: 'success' as const, summary: 'Saved' };
    notify(message);
    expect(listener).toHaveBeenCalledWith(message);
    stop();
    notify(message);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
