// How many students found each review of a module's feedback helpful, for the public list: one
// grouped query beside the list's own, counting only the aspects the caller may see.
import {
  ASPECTS,
  visibleAspects,
  type Aspect,
  type HelpfulCounts,
} from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readCount } from '../db/values';

export const isAspect = (value: string): value is Aspect =>
  (ASPECTS as readonly string[]).includes(value);

/** Adds each entry's counts (0 for a review nobody marked) for one module, of one year or all. */
export async function withHelpfulCounts<T extends { id: number }>(
  db: Kysely<Database>,
  entries: T[],
  scope: { moduleId: number; yearId: number | undefined; signedIn: boolean },
): Promise<(T & { helpful: HelpfulCounts })[]> {
  const aspects = visibleAspects(scope.signedIn);
  const rows = await db
    .selectFrom('helpful_votes as v')
    .innerJoin('feedback as f', 'f.id', 'v.feedback_id')
    .select(['v.feedback_id', 'v.aspect', (eb) => eb.fn.countAll().as('count')])
    .where('f.module_id', '=', scope.moduleId)
    .$if(scope.yearId !== undefined, (q) => q.where('f.academic_year_id', '=', scope.yearId!))
    .where('v.aspect', 'in', aspects)
    .groupBy(['v.feedback_id', 'v.aspect'])
    .execute();
  const counted = new Map<number, HelpfulCounts>();
  for (const row of rows) {
    if (!isAspect(row.aspect)) continue;
    counted.set(row.feedback_id, {
      ...counted.get(row.feedback_id),
      [row.aspect]: readCount(row.count),
    });
  }
  return entries.map((entry) => ({
    ...entry,
    helpful: Object.fromEntries(
      aspects.map((aspect) => [aspect, counted.get(entry.id)?.[aspect] ?? 0]),
    ),
  }));
}
