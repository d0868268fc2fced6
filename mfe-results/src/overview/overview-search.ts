// The overview's search: part of a module's code or title, in any case.
import type { ModuleOverview } from '@module-feedback/shared';

export function matchesSearch(row: Pick<ModuleOverview, 'code' | 'title'>, search: string) {
  const wanted = search.trim().toLowerCase();
  return (
    wanted === '' ||
    row.code.toLowerCase().includes(wanted) ||
    row.title.toLowerCase().includes(wanted)
  );
}
