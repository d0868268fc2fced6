// The calls the admin remote makes, as spies; everything else in the shared module stays
// real (texts, describeApiError, formatAcademicYear …). Import it before the code under test.
import type * as Shared from '@module-feedback/shared';
import { vi } from 'vitest';

export const apiMocks = {
  academicYears: vi.fn(),
  createYear: vi.fn(),
  editYear: vi.fn(),
  deleteYear: vi.fn(),
  modules: vi.fn(),
  createModule: vi.fn(),
  editModule: vi.fn(),
  deleteModule: vi.fn(),
  allFeedback: vi.fn(),
  deleteFeedback: vi.fn(),
  users: vi.fn(),
  createUser: vi.fn(),
  deleteUser: vi.fn(),
};

export const moderationMocks = {
  report: vi.fn(),
  queue: vi.fn(),
  actions: vi.fn(),
  hide: vi.fn(),
  unhide: vi.fn(),
  dismiss: vi.fn(),
  hideText: vi.fn(),
  unhideText: vi.fn(),
};

export const publicationMocks = {
  ledModules: vi.fn(),
  setLedModules: vi.fn(),
  ownLedModules: vi.fn(),
  moduleReply: vi.fn(),
  saveModuleReply: vi.fn(),
};

export const surveyWindowMocks = {
  openNow: vi.fn(),
  closeNow: vi.fn(),
};

/** A listed year whose survey window runs from its September to the next one. */
export const listedYear = (
  year: number,
  fields: Partial<Shared.ListedAcademicYear> = {},
): Shared.ListedAcademicYear => ({
  id: year - 2000,
  year,
  opensAt: `${year}-09-01T00:00:00.000Z`,
  closesAt: `${year + 1}-09-01T00:00:00.000Z`,
  responses: 3,
  ...fields,
});

export const staffMocks = {
  overview: vi.fn(),
  feedbackExport: vi.fn(),
  overviewExport: vi.fn(),
};

export const responseRateMocks = {
  rates: vi.fn(),
  sendReminders: vi.fn(),
};

export const enrolmentMocks = {
  preview: vi.fn(),
  import: vi.fn(),
  counts: vi.fn(),
};

export const sessionMock = { useSession: vi.fn() };

vi.mock('@module-feedback/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  api: apiMocks,
  moderationApi: moderationMocks,
  staffApi: staffMocks,
  responseRateApi: responseRateMocks,
  surveyWindowApi: surveyWindowMocks,
  publicationApi: publicationMocks,
  enrolmentApi: enrolmentMocks,
  useSession: () => sessionMock.useSession(),
}));

// After the mocks above exist: the navigator goes into the mocked module the tests import.
await import('./history-navigator');
