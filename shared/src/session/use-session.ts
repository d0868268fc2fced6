import { useSyncExternalStore } from 'react';
import { session } from './instance';
import type { SessionState } from './session';

/** The shared session as React state: re-renders on sign-in, sign-out and refresh. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
