// Where the app is, for remotes: they render outside the shell's router, so the shell
// announces each of its navigations here (a router's pushState fires no browser event).
// The browser's own history moves (back, forward) are popstate events, which also count,
// so a remote running standalone follows them too.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

/** The shell calls this after each navigation of its router. */
export function announceLocationChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentAddress = () => window.location.pathname + window.location.search;

/** The current path and query (`/results/CS3001?year=2026`); re-renders when it changes. */
export function useAppLocation(): URL {
  const address = useSyncExternalStore(subscribe, currentAddress);
  return new URL(address, window.location.origin);
}
