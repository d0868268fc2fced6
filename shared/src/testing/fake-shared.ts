// The one stand-in for '@module-feedback/shared' in the shell's and every remote's component
// tests. Import it first in a test file, before anything that imports the shared module: from
// then on that file's code sees
//   - every endpoint object (`moduleApi`, `feedbackApi`, …) with each call a spy, answering
//     nothing until a test says what it answers (an address builder answers as the real one);
//   - a session the test sets with `setSession` (signed out at first), and the session's
//     sign-in calls as spies (`logout` signs out, `refresh` succeeds);
//   - `fakeShared.navigator` as the registered router, so `navigateTo` and `AppLink` go to it
//     (a shell that registers its own router takes over, as in the app);
//   - `fakeShared.notices`, which hears every `notify`;
//   - `completeSignOn` and `requestAhead` as spies, so no test reaches a network.
// Everything else (texts, rules, formatting, components) is the real module, so tests check
// the real texts. Each test file gets its own fake: spies carry over between the tests of one
// file only, as they would with a hand-made mock.
import type * as Shared from '@module-feedback/shared';
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { vi, type Mock } from 'vitest';

type SharedModule = typeof Shared;
type SessionState = Shared.SessionState;

// A procedure as vitest's Mock accepts it.
type AnyFunction = (...args: never[]) => unknown;
type Spies<T> = { [M in keyof T]: T[M] extends AnyFunction ? Mock<T[M]> : T[M] };
type EndpointName = Extract<keyof SharedModule, `${string}Api`>;
export type FakeEndpoints = { [K in EndpointName]: Spies<SharedModule[K]> };

type SessionCalls = Pick<SharedModule['session'], 'login' | 'signup' | 'logout' | 'refresh'>;

export type FakeShared = FakeEndpoints & {
  session: Spies<SessionCalls>;
  navigator: Mock<(to: string) => void>;
  notices: Mock<(notification: Shared.Notification) => void>;
  completeSignOn: Mock<SharedModule['completeSignOn']>;
  requestAhead: Mock<SharedModule['requestAhead']>;
};

export const SIGNED_OUT: SessionState = { loading: false, user: null, tokens: null };

let sessionState = SIGNED_OUT;
const sessionListeners = new Set<() => void>();

function subscribeToSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

const getSessionState = () => sessionState;

/** Changes what the session says; rendered components follow at once. */
export function setSession(next: Partial<SessionState>): void {
  sessionState = { ...sessionState, ...next };
  // Only a rendered component listens, and then React wants the update inside act().
  if (sessionListeners.size > 0) act(() => sessionListeners.forEach((listener) => listener()));
}

/** The spies, filled in when the shared module is first imported (at the end of this file). */
export const fakeShared = {} as FakeShared;

function isEndpointObject(name: string, value: unknown): value is Record<string, unknown> {
  return name.endsWith('Api') && typeof value === 'object' && value !== null;
}

// A call that only builds an address (`signOnStartUrl`) asks nothing of the server: its spy
// answers as the real one does. Every other call answers nothing until a test says what.
function spyFor(name: string, call: unknown): unknown {
  if (typeof call !== 'function') return call;
  return name.endsWith('Url') ? vi.fn(call as AnyFunction) : vi.fn();
}

function spiesFor(endpoints: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, call]) => [name, spyFor(name, call)]),
  );
}

function fakeModule(actual: SharedModule): SharedModule {
  const endpoints = Object.fromEntries(
    Object.entries(actual)
      .filter(([name, value]) => isEndpointObject(name, value))
      .map(([name, value]) => [name, spiesFor(value as Record<string, unknown>)]),
  );
  Object.assign(fakeShared, endpoints, {
    session: {
      login: vi.fn(),
      signup: vi.fn(),
      logout: vi.fn(() => setSession({ user: null, tokens: null })),
      refresh: vi.fn(async () => true),
    },
    navigator: vi.fn(),
    notices: vi.fn(),
    completeSignOn: vi.fn(),
    requestAhead: vi.fn(),
  });
  actual.registerNavigator(fakeShared.navigator);
  actual.onNotification(fakeShared.notices);
  return {
    ...actual,
    ...endpoints,
    session: {
      ...actual.session,
      ...fakeShared.session,
      getState: getSessionState,
      subscribe: subscribeToSession,
    },
    useSession: () => useSyncExternalStore(subscribeToSession, getSessionState, getSessionState),
    completeSignOn: fakeShared.completeSignOn,
    requestAhead: fakeShared.requestAhead,
  };
}

vi.mock('@module-feedback/shared', async (importOriginal) =>
  fakeModule(await importOriginal<SharedModule>()),
);
// The shell's entry point names a part of the same module: it gets the same fake.
vi.mock('@module-feedback/shared/shell-pages', () => import('@module-feedback/shared'));

// Builds the fake now, so `fakeShared` is complete once this module has been imported.
await import('@module-feedback/shared');
