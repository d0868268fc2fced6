// Importing an enrolment file: all its new rows, or nothing when any row has a problem. The
// preview is made again inside the transaction, so what is saved is what the file says against
// the data of that moment; rows enrolled already are left alone, which makes importing the same
// file twice a no-op, and the unique constraint settles two imports racing.
import type { EnrolmentImportResult } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { planEnrolmentImport } from './preview';

/** Rows per insert statement: 4 values each stays well under both databases' limits. */
const ROWS_PER_INSERT = 1000;

export async function importEnrolments(
  db: Kysely<Database>,
  text: string,
): Promise<EnrolmentImportResult> {
  return db.transaction().execute(async (trx) => {
    const { preview, toAdd } = await planEnrolmentImport(trx, text);
    if (preview.problems.length > 0) return { ...preview, added: 0 };
    const createdAt = nowIso();
    let added = 0;
    for (let start = 0; start < toAdd.length; start += ROWS_PER_INSERT) {
      const result = await trx
        .insertInto('enrolments')
        .values(
          toAdd.slice(start, start + ROWS_PER_INSERT).map((row) => ({
            student_number: row.studentNumber,
            module_id: row.moduleId,
            academic_year_id: row.academicYearId,
            created_at: createdAt,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['student_number', 'module_id', 'academic_year_id']).doNothing(),
        )
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return { ...preview, added };
  });
}
