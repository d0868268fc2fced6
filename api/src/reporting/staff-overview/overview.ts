// The staff overview of one academic year, from a few grouped queries: the per-module figures of
// the year and of the previous one (moduleFiguresOfYear), the year's totals and its responses per
// week. Only published entries count, as everywhere the figures are shown.
import {
  ASPECTS,
  type StaffOverviewModule,
  type OverviewWeek,
  type StaffOverview,
} from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { SCOPES } from '../../response-cache/scopes';
import { readCount } from '../../db/values';
import type { ShowsScopes } from '../../response-cache/response-cache';
import { isPublished } from '../../moderation/published';
import { moduleFiguresOfYear, weekStart, type ModuleYearFigures } from '../year-figures';
import { flagAttention } from './attention';

interface YearRow {
  id: number;
  year: number;
}

/** The mean of the aspect averages there are. */
function overallAverageOf(figures: ModuleYearFigures): number | null {
  const averages = ASPECTS.map((aspect) => figures.averages[aspect]).filter(
    (average): average is number => average !== null,
  );
  return averages.length === 0 ? null : averages.reduce((a, b) => a + b, 0) / averages.length;
}

async function weeksOf(db: Kysely<Database>, dialect: Dialect, yearId: number) {
  const rows = await db
    .selectFrom('feedback as f')
    .select((eb) => [weekStart(dialect).as('week'), eb.fn.countAll<number | string>().as('count')])
    .where('f.academic_year_id', '=', yearId)
    .where(isPublished('f'))
    .groupBy(weekStart(dialect))
    .orderBy(weekStart(dialect))
    .execute();
  return rows.map((row): OverviewWeek => ({
    weekStart: row.week,
    responses: readCount(row.count),
  }));
}

async function studentsOf(db: Kysely<Database>, yearId: number) {
  const row = await db
    .selectFrom('feedback as f')
    .select((eb) => eb.fn.count<number | string>('f.student_user_id').distinct().as('students'))
    .where('f.academic_year_id', '=', yearId)
    .where(isPublished('f'))
    .executeTakeFirstOrThrow();
  return readCount(row.students);
}

/**
 * The overview of `year`; names through `shows` every scope it reads, for the response
 * cache. The previous year is the nearest earlier academic year there is.
 */
export async function staffOverview(
  db: Kysely<Database>,
  dialect: Dialect,
  year: YearRow,
  shows: ShowsScopes,
): Promise<StaffOverview> {
  const previous = await db
    .selectFrom('academic_years')
    .select(['id', 'year'])
    .where('year', '<', year.year)
    .orderBy('year', 'desc')
    .executeTakeFirst();
  const [figures, previousFigures, weeks, students] = await Promise.all([
    moduleFiguresOfYear(db, year.id),
    previous ? moduleFiguresOfYear(db, previous.id) : Promise.resolve([]),
    weeksOf(db, dialect, year.id),
    studentsOf(db, year.id),
  ]);
  shows(SCOPES.moduleList, SCOPES.academicYearList);
  for (const { moduleId } of figures) {
    shows(SCOPES.feedback(moduleId, year.id));
    if (previous) shows(SCOPES.feedback(moduleId, previous.id));
  }

  const previousOf = new Map(previousFigures.map((row) => [row.moduleId, row]));
  const modules = figures.map((row): Omit<StaffOverviewModule, 'attention'> => {
    const overallAverage = overallAverageOf(row);
    const before = previousOf.get(row.moduleId);
    const previousOverallAverage = before ? overallAverageOf(before) : null;
    return {
      ...row,
      overall: overallAverage,
      previous: previous
        ? { responses: before?.responses ?? 0, overall: previousOverallAverage }
        : null,
      change:
        overallAverage !== null && previousOverallAverage !== null
          ? overallAverage - previousOverallAverage
          : null,
    };
  });
  return {
    year: year.year,
    previousYear: previous?.year ?? null,
    totals: {
      responses: figures.reduce((sum, row) => sum + row.responses, 0),
      students,
      modulesWithoutResponses: figures.filter((row) => row.responses === 0).length,
    },
    modules: flagAttention(modules),
    weeks,
  };
}
