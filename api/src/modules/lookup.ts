// Finding a module by the code in a URL. Codes match ignoring case (the unique index is
// on lower(code)); a value that cannot be a code is simply not found.
import { MODULE_CODE_MAX_LENGTH } from '@module-feedback/shared/contracts';
import { MODULE_CODE_PATTERN } from '@module-feedback/shared/schemas';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findModuleByCode(db: Kysely<Database>, code: string) {
  if (code.length > MODULE_CODE_MAX_LENGTH || !MODULE_CODE_PATTERN.test(code)) return undefined;
  return db
    .selectFrom('modules')
    .select(['id', 'code', 'title', 'lecturers_names'])
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}
