// Shared's fake as the results screen's tests use it: navigation moves the address, as the
// shell's router would, and each test starts on the screen's own address as a student who has
// marked nothing, leads nothing and sees no replies. Import it first in a test file.
import { fakeShared, setSession, SIGNED_OUT } from '@module-feedback/shared/testing';
import { announceLocationChange } from '@module-feedback/shared';
import { afterEach, beforeEach } from 'vitest';

export { fakeShared, setSession };

function moveAddress(to: string) {
  window.history.pushState(null, '', to);
  announceLocationChange();
}

beforeEach(() => {
  fakeShared.navigator.mockImplementation(moveAddress);
  // Nobody answered the extra questions, unless a test says otherwise.
  fakeShared.extraQuestionApi.figures.mockResolvedValue({
    hoursPerWeek: { answered: 0, median: null },
    wouldRecommend: { answered: 0, yes: 0 },
  });
  fakeShared.helpfulVoteApi.mine.mockResolvedValue({ marked: [], ownEntries: [] });
  fakeShared.publicationApi.ownLedModules.mockResolvedValue({ modules: [] });
  fakeShared.publicationApi.moduleReply.mockResolvedValue({ reply: null });
});
afterEach(() => window.history.replaceState(null, '', '/results'));

export function signInAs(username: string) {
  setSession({
    loading: false,
    user: { username, is_staff: false, studentId: 42 },
    tokens: { access: 'a', refresh: 'r' },
  });
}

export function signOut() {
  setSession(SIGNED_OUT);
}
