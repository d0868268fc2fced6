import { navigateTo, useAppLocation } from '@module-feedback/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
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

  it('tells remotes where the app went', async () => {
    window.history.replaceState(null, '', '/feedback');
    const router = createBrowserRouter([{ path: '*', element: null }]);
    const disconnect = connectRouterToRemotes(router);
    function Where() {
      return <p>{useAppLocation().pathname}</p>;
    }
    render(<Where />);
    await act(async () => {
      navigateTo('/feedback/mine');
      await Promise.resolve();
    });
    expect(screen.getByText('/feedback/mine')).toBeInTheDocument();
    disconnect();
    router.dispose();
  });
});
