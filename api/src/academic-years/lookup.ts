// Finding an academic year by the year value a URL names ("2025" for 2025/26). A value that
// cannot be a year is simply not found.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

/** The `{year}` of a route that names an academic year by its value (read with requireYearByValue). */
export const yearParams = z.object({ year: z.string() });

export async function findYearByValue(db: Kysely<Database>, value: string | number) {
  const year =
    typeof value === 'number' ? value : /^\d{1,4}$/.test(value) ? Number(value) : undefined;
  if (year === undefined) return undefined;
  return db
    .selectFrom('academic_years')
    .select(['id', 'year'])
    .where('year', '=', year)
    .executeTakeFirst();
}

/** The academic year the value names; 404 "Academic year not found." when there is none. */
export async function requireYearByValue(db: Kysely<Database>, value: string | number) {
  const year = await findYearByValue(db, value);
  if (!year) throw notFound('Academic year not found.');
  return year;
}
