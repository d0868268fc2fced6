// The parts of '@module-feedback/shared' the auth screen talks to, as spies. Everything
// else (MESSAGES, describeApiError, …) stays real, so tests check the real texts.
// Import it first in a test file, before anything that imports the shared module.
import type * as Shared from '@module-feedback/shared';
import type { AuthOptions } from '@module-feedback/shared';
import { vi } from 'vitest';

export const PASSWORD_ONLY: AuthOptions = {
  singleSignOn: false,
  localSignup: true,
  allowedEmailDomains: [],
};

type SessionState = ReturnType<typeof Shared.useSession>;

export const SIGNED_OUT: SessionState = { loading: false, user: null, tokens: null };

export const sharedMocks = {
  /** What useSession() answers: signed out unless a test says otherwise. */
  session: { current: SIGNED_OUT },
  login: vi.fn<(payload: { username: string; password: string }) => Promise<boolean>>(),
  signup:
    vi.fn<
      (payload: { user: { username: string; email: string; password: string } }) => Promise<boolean>
    >(),
  completeSignOn: vi.fn<(code: string) => Promise<boolean>>(),
  logout: vi.fn<() => void>(),
  refresh: vi.fn<() => Promise<boolean>>(async () => true),
  navigateTo: vi.fn<(to: string) => void>(),
  notify: vi.fn(),
  options: vi.fn<() => Promise<AuthOptions>>(async () => PASSWORD_ONLY),
  requestPasswordReset: vi.fn<(payload: { email: string }) => Promise<unknown>>(),
  resetPassword: vi.fn<(payload: { token: string; password: string }) => Promise<unknown>>(),
  verifyEmail: vi.fn<(token: string) => Promise<unknown>>(),
};

vi.mock('@module-feedback/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof Shared>();
  return {
    ...actual,
    session: {
      ...actual.session,
      login: sharedMocks.login,
      signup: sharedMocks.signup,
      logout: sharedMocks.logout,
      refresh: sharedMocks.refresh,
    },
    accountApi: {
      ...actual.accountApi,
      options: sharedMocks.options,
      requestPasswordReset: sharedMocks.requestPasswordReset,
      resetPassword: sharedMocks.resetPassword,
      verifyEmail: sharedMocks.verifyEmail,
    },
    useSession: () => sharedMocks.session.current,
    completeSignOn: sharedMocks.completeSignOn,
    navigateTo: sharedMocks.navigateTo,
    notify: sharedMocks.notify,
  };
});
