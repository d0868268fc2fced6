// The calls the admin remote makes, as spies; everything else in the shared module stays
// real (texts, describeApiError, formatAcademicYear …). Import it before the code under test.
import type * as Shared from '@module-feedback/shared';
import { vi } from 'vitest';

export const apiMocks = {
  academicYearApi: {
    list: vi.fn(),
    create: vi.fn(),
    edit: vi.fn(),
    delete: vi.fn(),
    openNow: vi.fn(),
    closeNow: vi.fn(),
  },
  moduleApi: { list: vi.fn(), create: vi.fn(), edit: vi.fn(), delete: vi.fn() },
  feedbackApi: { all: vi.fn(), delete: vi.fn() },
  userApi: { list: vi.fn(), create: vi.fn(), delete: vi.fn() },
  moderationApi: {
    report: vi.fn(),
    queue: vi.fn(),
    actions: vi.fn(),
    hide: vi.fn(),
    unhide: vi.fn(),
    dismiss: vi.fn(),
    hideText: vi.fn(),
    unhideText: vi.fn(),
  },
  staffOverviewApi: { overview: vi.fn(), feedbackExport: vi.fn(), overviewExport: vi.fn() },
  responseRateApi: { rates: vi.fn(), sendReminders: vi.fn() },
  enrolmentApi: { preview: vi.fn(), import: vi.fn(), counts: vi.fn() },
  publicationApi: {
    ledModules: vi.fn(),
    setLedModules: vi.fn(),
    ownLedModules: vi.fn(),
    moduleReply: vi.fn(),
    saveModuleReply: vi.fn(),
  },
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

export const sessionMock = { useSession: vi.fn() };

vi.mock('@module-feedback/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  ...apiMocks,
  useSession: () => sessionMock.useSession(),
}));

// After the mocks above exist: the navigator goes into the mocked module the tests import.
await import('./history-navigator');
