// summary_cache: summaries per (module, academic year, aspect), kept in the database so every
// server instance shares them, each labelled with the fingerprint of the feedback it was made
// from (see summary-source.ts). The cache only saves work: a read or write that fails (disk full,
// read-only database, lost connection) is logged, and the request goes on with a summary made
// afresh, never an error.
import type { Aspect, AspectSummary } from '@module-feedback/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, unavailability } from '../db/errors';
import type { Database } from '../db/schema';

export interface CachedSummary {
  fingerprint: string;
  content: AspectSummary;
}

export interface CacheDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

function isAspectSummary(value: unknown): value is AspectSummary {
  const v = value as Partial<AspectSummary> | null;
  return (
    typeof v?.summary === 'string' &&
    Array.isArray(v.themes) &&
    typeof v.details?.overall === 'string' &&
    // Summaries cached before the verdict's counts existed are made again.
    typeof v.details.both === 'number' &&
    Array.isArray(v.details.liked) &&
    Array.isArray(v.details.couldBeBetter)
  );
}

function parsed(content: string): AspectSummary | undefined {
  try {
    const value: unknown = JSON.parse(content);
    return isAspectSummary(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The cached summaries of a module and year, whatever their fingerprint; none when unreadable. */
export async function readCachedSummaries(
  { db, log }: CacheDeps,
  moduleId: number,
  yearId: number,
): Promise<Map<Aspect, CachedSummary>> {
  const found = new Map<Aspect, CachedSummary>();
  try {
    const rows = await db
      .selectFrom('summary_cache')
      .select(['aspect', 'fingerprint', 'content'])
      .where('module_id', '=', moduleId)
      .where('academic_year_id', '=', yearId)
      .execute();
    for (const row of rows) {
      const content = parsed(row.content);
      if (content) found.set(row.aspect as Aspect, { fingerprint: row.fingerprint, content });
    }
  } catch (error) {
    // An outage is logged once by the database's availability monitor, not per request.
    if (!unavailability(error)) {
      log.warn(
        { err: error, moduleId, yearId },
        'could not read cached summaries; making them anew',
      );
    }
  }
  return found;
}

/**
 * Stores a module's year's summaries in one statement: each stored summary records a change of
 * the summary scope (db/migrations/0055-summary-scopes.ts), once per statement on PostgreSQL.
 */
export async function writeCachedSummaries(
  { db, log }: CacheDeps,
  key: { moduleId: number; yearId: number },
  summaries: ReadonlyMap<Aspect, CachedSummary>,
): Promise<void> {
  const rows = [...summaries].map(([aspect, { fingerprint, content }]) => ({
    module_id: key.moduleId,
    academic_year_id: key.yearId,
    aspect,
    fingerprint,
    content: JSON.stringify(content),
  }));
  if (rows.length === 0) return;
  try {
    await db
      .insertInto('summary_cache')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['module_id', 'academic_year_id', 'aspect']).doUpdateSet((eb) => ({
          fingerprint: eb.ref('excluded.fingerprint'),
          content: eb.ref('excluded.content'),
        })),
      )
      .execute();
  } catch (error) {
    // The module or year was deleted meanwhile: nothing to cache, and nothing wrong. A full
    // or read-only storage is logged once by the database's availability monitor.
    if (isForeignKeyViolation(error) || unavailability(error)) return;
    log.warn({ err: error, ...key }, 'could not cache a summary; serving it uncached');
  }
}
