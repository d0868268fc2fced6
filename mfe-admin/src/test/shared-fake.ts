// Shared's fake as the admin remote's tests use it, with navigation that moves the address as
// the shell's router does. Import it first in a test file, before the code under test.
import { fakeShared, setSession } from '@module-feedback/shared/testing';
import type { ListedAcademicYear } from '@module-feedback/shared';
import './history-navigator';

export { fakeShared, setSession };

/** A listed year whose survey window runs from its September to the next one. */
export const listedYear = (
  year: number,
  fields: Partial<ListedAcademicYear> = {},
): ListedAcademicYear => ({
  id: year - 2000,
  year,
  opensAt: `${year}-09-01T00:00:00.000Z`,
  closesAt: `${year + 1}-09-01T00:00:00.000Z`,
  responses: 3,
  ...fields,
});
