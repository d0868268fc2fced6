// The parts of '@module-feedback/shared' the auth screen talks to, as spies. Everything
// else (MESSAGES, describeApiError, …) stays real, so tests check the real texts.
// Import it first in a test file, before anything that imports the shared module.
import type * as Shared from '@module-feedback/shared';
import { vi } from 'vitest';

export const sharedMocks = {
  login: vi.fn<(payload: { username: string; password: string }) => Promise<boolean>>(),
  signup:
    vi.fn<
      (payload: { user: { username: string; email: string; password: string } }) => Promise<boolean>
    >(),
  navigateTo: vi.fn<(to: string) => void>(),
  notify: vi.fn(),
};

vi.mock('@module-feedback/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof Shared>();
  return {
    ...actual,
    session: { ...actual.session, login: sharedMocks.login, signup: sharedMocks.signup },
    navigateTo: sharedMocks.navigateTo,
    notify: sharedMocks.notify,
  };
});
