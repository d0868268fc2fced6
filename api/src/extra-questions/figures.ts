// The extra questions' figures of a module's year: the median hours per week and how many
// would recommend it, each over the published entries that answered (hidden ones count
// nowhere, like in every other result).
import type { ExtraQuestionFigures } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readFlag } from '../db/values';
import { isPublished } from '../moderation/published';

/** The middle value, or the mean of the two middle ones; null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function extraQuestionFiguresOf(
  db: Kysely<Database>,
  moduleId: number,
  yearId: number,
): Promise<ExtraQuestionFigures> {
  const answers = await db
    .selectFrom('feedback as f')
    .select(['f.hours_per_week', 'f.would_recommend'])
    .where('f.module_id', '=', moduleId)
    .where('f.academic_year_id', '=', yearId)
    .where(isPublished('f'))
    .where((eb) =>
      eb.or([eb('f.hours_per_week', 'is not', null), eb('f.would_recommend', 'is not', null)]),
    )
    .execute();
  const hours = answers.flatMap((row) => (row.hours_per_week === null ? [] : [row.hours_per_week]));
  const recommendations = answers.flatMap((row) =>
    row.would_recommend === null ? [] : [readFlag(row.would_recommend)],
  );
  return {
    hoursPerWeek: { answered: hours.length, median: median(hours) },
    wouldRecommend: {
      answered: recommendations.length,
      yes: recommendations.filter(Boolean).length,
    },
  };
}
