// Who sees a module's results in full: staff, and the module's leaders (0061-module-leaders.ts).
// Everyone else sees them only while the module's year is at or above the anonymity threshold
// (threshold.ts). The server decides this per request; the client's own idea of who leads what
// (GET /api/accounts/led-modules/) only chooses what to offer.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Caller } from '../http/auth-guards';
import { findModuleByCode } from '../modules/lookup';

/** Full: everything, below the threshold too. Public: what the threshold lets through. */
export type ResultsAccess = 'full' | 'public';

/** The ids of the modules an account leads, in id order. */
export async function ledModuleIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('module_leaders')
    .select('module_id')
    .where('user_id', '=', userId)
    .orderBy('module_id')
    .execute();
  return rows.map((row) => row.module_id);
}

export async function leadsModule(
  db: Kysely<Database>,
  userId: number,
  moduleId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('module_leaders')
    .select('module_id')
    .where('user_id', '=', userId)
    .where('module_id', '=', moduleId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How much of one module's results the caller may see. */
export async function resultsAccessOf(
  db: Kysely<Database>,
  caller: Caller | null,
  moduleId: number,
): Promise<ResultsAccess> {
  if (caller === null) return 'public';
  if (caller.isStaff) return 'full';
  return (await leadsModule(db, caller.id, moduleId)) ? 'full' : 'public';
}

/**
 * resultsAccessOf for the module a URL names: anonymous callers and staff cost no query, so
 * their cached answers are found at once; an unknown code is public (the route answers 404).
 */
export async function resultsAccessByCode(
  db: Kysely<Database>,
  caller: Caller | null,
  moduleCode: string,
): Promise<ResultsAccess> {
  if (caller === null) return 'public';
  if (caller.isStaff) return 'full';
  const module = await findModuleByCode(db, moduleCode);
  return module && (await leadsModule(db, caller.id, module.id)) ? 'full' : 'public';
}
