// Stand-ins for what the results screen takes from '@module-feedback/shared': the API calls,
// the session and navigation (which moves the address). Everything else (texts, rules) stays real.
// Import it first in a test file, before anything that imports the shared module.
import type * as Shared from '@module-feedback/shared';
import { afterEach, beforeEach, vi } from 'vitest';

type SessionState = ReturnType<typeof Shared.useSession>;

const signedOut: SessionState = { loading: false, user: null, tokens: null };

export const sharedMocks = {
  moduleApi: { list: vi.fn<typeof Shared.moduleApi.list>() },
  academicYearApi: { list: vi.fn<typeof Shared.academicYearApi.list>() },
  feedbackApi: { ofModule: vi.fn<typeof Shared.feedbackApi.ofModule>() },
  summaryApi: { ofModuleYear: vi.fn<typeof Shared.summaryApi.ofModuleYear>() },
  resultsOverviewApi: { ofYear: vi.fn<typeof Shared.resultsOverviewApi.ofYear>() },
  // Nobody answered, unless a test says otherwise.
  extraQuestionApi: {
    figures: vi.fn<typeof Shared.extraQuestionApi.figures>().mockResolvedValue({
      hoursPerWeek: { answered: 0, median: null },
      wouldRecommend: { answered: 0, yes: 0 },
    }),
  },
  helpfulVoteApi: {
    mark: vi.fn<typeof Shared.helpfulVoteApi.mark>(),
    unmark: vi.fn<typeof Shared.helpfulVoteApi.unmark>(),
    mine: vi.fn<typeof Shared.helpfulVoteApi.mine>(),
  },
  moduleReportApi: {
    report: vi.fn<typeof Shared.moduleReportApi.report>(),
    pdf: vi.fn<typeof Shared.moduleReportApi.pdf>(),
  },
  // Nobody leads a module and no module's year has a reply, unless a test says otherwise.
  publicationApi: {
    ownLedModules: vi.fn<typeof Shared.publicationApi.ownLedModules>(),
    moduleReply: vi.fn<typeof Shared.publicationApi.moduleReply>(),
    saveModuleReply: vi.fn<typeof Shared.publicationApi.saveModuleReply>(),
    ledModules: vi.fn<typeof Shared.publicationApi.ledModules>(),
    setLedModules: vi.fn<typeof Shared.publicationApi.setLedModules>(),
  },
  navigateTo: vi.fn<(to: string) => void>(),
  session: { current: signedOut },
};

// Each test starts on the screen's own address, whatever the previous one navigated to, as a
// student who has marked nothing.
beforeEach(() => {
  sharedMocks.helpfulVoteApi.mine.mockResolvedValue({ marked: [], ownEntries: [] });
  sharedMocks.publicationApi.ownLedModules.mockResolvedValue({ modules: [] });
  sharedMocks.publicationApi.moduleReply.mockResolvedValue({ reply: null });
});
afterEach(() => window.history.replaceState(null, '', '/results'));

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
  // Moves the address as the shell's router would, and tells the screen.
  const navigate = (to: string) => {
    sharedMocks.navigateTo(to);
    window.history.pushState(null, '', to);
    actual.announceLocationChange();
  };
  // Links navigate through shared's own registry: the stand-in is the registered router.
  actual.registerNavigator(navigate);
  return {
    ...actual,
    moduleApi: sharedMocks.moduleApi,
    academicYearApi: sharedMocks.academicYearApi,
    feedbackApi: sharedMocks.feedbackApi,
    summaryApi: sharedMocks.summaryApi,
    resultsOverviewApi: sharedMocks.resultsOverviewApi,
    extraQuestionApi: sharedMocks.extraQuestionApi,
    helpfulVoteApi: sharedMocks.helpfulVoteApi,
    moduleReportApi: sharedMocks.moduleReportApi,
    publicationApi: sharedMocks.publicationApi,
    navigateTo: navigate,
    useSession: () => sharedMocks.session.current,
  };
});
