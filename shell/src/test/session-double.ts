// A session the test controls, in place of the shared singleton (which would call the API).
// Import it first in a test file, before anything that imports '@module-feedback/shared'.
import type * as Shared from '@module-feedback/shared';
import type { CurrentUser, SessionState } from '@module-feedback/shared';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

const listeners = new Set<() => void>();
let state: SessionState = { loading: false, user: null, tokens: null };

export const sessionDouble = {
  logout: vi.fn(() => setSession({ user: null })),
};

export function setSession(next: { loading?: boolean; user?: CurrentUser | null }): void {
  state = { ...state, ...next };
  act(() => listeners.forEach((listener) => listener()));
}

export const STUDENT: CurrentUser = { username: 'alice', is_staff: false, studentId: 1000001 };
export const STAFF: CurrentUser = { username: 'bob', is_staff: true, studentId: null };

vi.mock('@module-feedback/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof Shared>();
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    ...actual,
    session: { ...actual.session, getState: () => state, subscribe, logout: sessionDouble.logout },
    useSession: () => useSyncExternalStore(subscribe, () => state),
  };
});
