// Per-module figures of one academic year, computed by the database in one grouped query:
// what the results overview shows students and the staff overview builds on. Every module
// appears, those without a response in that year with a count of 0 and no averages. An
// average is over the entries that rated that aspect (a rating may be left out). Entries
// staff hid count nowhere. The reports of a year (results overview, staff overview, response
// rates, module report) take their per-module and per-week figures from here.
import { ASPECTS, perAspect, type Aspect } from '@module-feedback/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { readCount } from '../db/values';
import { ASPECT_COLUMNS } from '../feedback/aspect-columns';
import { isPublished } from '../moderation/published';

/** The Monday (UTC) a submit date's week starts on, as YYYY-MM-DD, in each dialect's SQL. */
export const weekStart = (dialect: Dialect) =>
  dialect === 'postgres'
    ? sql<string>`to_char(date_trunc('week', f.submit_date at time zone 'UTC'), 'YYYY-MM-DD')`
    : sql<string>`date(f.submit_date, '-6 days', 'weekday 1')`;

export interface ModuleYearFigures {
  moduleId: number;
  code: string;
  title: string;
  responses: number;
  averages: Record<Aspect, number | null>;
}

/** PostgreSQL returns avg() of a real column as a numeric string. */
function readAverage(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

export async function moduleFiguresOfYear(
  db: Kysely<Database>,
  yearId: number,
): Promise<ModuleYearFigures[]> {
  const rows = await db
    .selectFrom('modules as m')
    .leftJoin('feedback as f', (join) =>
      join
        .onRef('f.module_id', '=', 'm.id')
        .on('f.academic_year_id', '=', yearId)
        .on(isPublished('f')),
    )
    .select((eb) => [
      'm.id',
      'm.code',
      'm.title',
      eb.fn.count<number | string>('f.id').as('responses'),
      ...ASPECTS.map((aspect) =>
        eb.fn.avg<number | string | null>(`f.${ASPECT_COLUMNS[aspect].rating}`).as(aspect),
      ),
    ])
    .groupBy(['m.id', 'm.code', 'm.title'])
    .orderBy('m.code')
    .execute();
  return rows.map((row) => ({
    moduleId: row.id,
    code: row.code,
    title: row.title,
    responses: readCount(row.responses),
    averages: perAspect((aspect) => readAverage(row[aspect])),
  }));
}
