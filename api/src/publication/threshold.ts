// The anonymity threshold: a module's year's results are public only from
// MIN_RESPONSES_TO_PUBLISH published entries on (the count is what the public lists hold: a
// hidden entry does not count). Below it, callers without full access (results-access.ts) get
// `withheld` instead of averages, summaries, texts and figures: the data is not sent at all.
// Every route that sends a module's year's results asks here, and its cached answers are kept
// per kind of access, so a full answer is never sent to a caller with public access.
import type { Withheld } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { readCount } from '../db/values';
import type { Caller } from '../http/auth-guards';
import { isPublished } from '../moderation/published';
import { resultsAccessOf, type ResultsAccess } from './results-access';

/** A module's published entries per academic year id (years without any are absent). */
export async function publishedResponsesPerYear(
  db: Kysely<Database>,
  moduleId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('feedback')
    .select(['academic_year_id', (eb) => eb.fn.countAll().as('count')])
    .where('module_id', '=', moduleId)
    .where(isPublished('feedback'))
    .groupBy('academic_year_id')
    .execute();
  return new Map(rows.map((row) => [row.academic_year_id, readCount(row.count)]));
}

export async function publishedResponses(
  db: Kysely<Database>,
  moduleId: number,
  yearId: number,
): Promise<number> {
  const { count } = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('module_id', '=', moduleId)
    .where('academic_year_id', '=', yearId)
    .where(isPublished('feedback'))
    .executeTakeFirstOrThrow();
  return readCount(count);
}

/**
 * What a caller with `access` is told instead of results, or undefined when they see them. A
 * year nobody answered has nothing to protect: it stays "No responses yet", as before.
 */
export function withheldFor(
  access: ResultsAccess,
  responses: number,
  required: number,
): Withheld | undefined {
  if (access === 'full' || responses === 0 || responses >= required) return undefined;
  return { responses, required };
}

/** The academic years (ids) of a module whose results are withheld from a caller with `access`. */
export async function withheldYearIds(
  ctx: Pick<AppContext, 'db' | 'config'>,
  access: ResultsAccess,
  moduleId: number,
): Promise<number[]> {
  if (access === 'full') return [];
  const perYear = await publishedResponsesPerYear(ctx.db, moduleId);
  return [...perYear].flatMap(([yearId, responses]) =>
    withheldFor(access, responses, ctx.config.minResponsesToPublish) ? [yearId] : [],
  );
}

/** What a caller with `access` is told instead of one module's year's results, if anything. */
export async function withheldYear(
  ctx: Pick<AppContext, 'db' | 'config'>,
  access: ResultsAccess,
  moduleId: number,
  yearId: number,
): Promise<Withheld | undefined> {
  if (access === 'full') return undefined;
  const responses = await publishedResponses(ctx.db, moduleId, yearId);
  return withheldFor(access, responses, ctx.config.minResponsesToPublish);
}

/** The one question every results route asks: may this caller see this module's year's results? */
export async function canSeeResults(
  ctx: Pick<AppContext, 'db' | 'config'>,
  caller: Caller | null,
  moduleId: number,
  yearId: number,
): Promise<boolean> {
  const access = await resultsAccessOf(ctx.db, caller, moduleId);
  return (await withheldYear(ctx, access, moduleId, yearId)) === undefined;
}
