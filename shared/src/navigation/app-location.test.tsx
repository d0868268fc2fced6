import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { announceLocationChange, useAppLocation } from './app-location';

function Where() {
  const location = useAppLocation();
  return (
    <p>
      {location.pathname} {location.searchParams.get('year') ?? 'no year'}
    </p>
  );
}

describe('useAppLocation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows the shell’s announced navigations and the browser’s back button', () => {
    window.history.replaceState(null, '', '/results');
    render(<Where />);
    expect(screen.getByText('/results no year')).toBeInTheDocument();

    window.history.pushState(null, '', '/results/CS3001?year=2026');
    // pushState alone fires no event: nothing changes until the shell announces it.
    expect(screen.getByText('/results no year')).toBeInTheDocument();
    act(() => announceLocationChange());
    expect(screen.getByText('/results/CS3001 2026')).toBeInTheDocument();

    // What the browser does on Back: the address changes, then popstate fires.
    act(() => {
      window.history.replaceState(null, '', '/results');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/results no year')).toBeInTheDocument();
  });
});
