// Academic years as the list sends them, for the tests: open for feedback from a day ago
// unless the fields say otherwise.
import type { ListedAcademicYear } from '@module-feedback/shared';

export function listedYear(
  id: number,
  year: number,
  fields: Partial<ListedAcademicYear> = {},
): ListedAcademicYear {
  return {
    id,
    year,
    opensAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    closesAt: null,
    responses: 0,
    ...fields,
  };
}
