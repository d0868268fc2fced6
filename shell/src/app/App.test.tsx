import { navigateTo } from '@module-feedback/shared';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { connectRouterToRemotes } from './App';

describe('connectRouterToRemotes', () => {
  it("makes remotes' navigateTo move the shell's router", async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/auth'],
    });
    const disconnect = connectRouterToRemotes(router);
    navigateTo('/results');
    await Promise.resolve();
    expect(router.state.location.pathname).toBe('/results');
    disconnect();
  });
});
