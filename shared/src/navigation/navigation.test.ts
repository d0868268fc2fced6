import { describe, expect, it, vi } from 'vitest';
import { navigateTo, registerNavigator } from './navigation';

describe('navigation', () => {
  it("goes through the registered router until it's unregistered", () => {
    const router = vi.fn();
    const unregister = registerNavigator(router);
    navigateTo('/results');
    expect(router).toHaveBeenCalledWith('/results');
    unregister();
    navigateTo('/auth');
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('keeps the newest router when an older one unregisters late', () => {
    const older = vi.fn();
    const newer = vi.fn();
    const unregisterOlder = registerNavigator(older);
    registerNavigator(newer);
    unregisterOlder();
    navigateTo('/admin');
    expect(newer).toHaveBeenCalledWith('/admin');
    expect(older).not.toHaveBeenCalled();
  });
});
