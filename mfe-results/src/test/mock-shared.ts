// Stand-ins for what the results screen takes from '@module-feedback/shared': the API calls,
// the session and navigation. Everything else (texts, rules) stays real.
// Import it first in a test file, before anything that imports the shared module.
import type * as Shared from '@module-feedback/shared';
import { vi } from 'vitest';

type SessionState = ReturnType<typeof Shared.useSession>;

const signedOut: SessionState = { loading: false, user: null, tokens: null };

export const sharedMocks = {
  api: {
    modules: vi.fn<typeof Shared.api.modules>(),
    academicYears: vi.fn<typeof Shared.api.academicYears>(),
    moduleFeedback: vi.fn<typeof Shared.api.moduleFeedback>(),
    summary: vi.fn<typeof Shared.api.summary>(),
  },
  navigateTo: vi.fn<(to: string) => void>(),
  session: { current: signedOut },
};

export function signInAs(username: string) {
  sharedMocks.session.current = {
    loading: false,
    user: { username, is_staff: false, studentId: 42 },
    tokens: { access: 'a', refresh: 'r' },
  };
}

export function signOut() {
  sharedMocks.session.current = signedOut;
}

vi.mock('@module-feedback/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof Shared>();
  // Links navigate through shared's own registry: the stand-in is the registered router.
  actual.registerNavigator(sharedMocks.navigateTo);
  return {
    ...actual,
    api: { ...actual.api, ...sharedMocks.api },
    navigateTo: sharedMocks.navigateTo,
    useSession: () => sharedMocks.session.current,
  };
});
