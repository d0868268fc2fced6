// Who may write feedback on a module's year, as enrolment decides (the rule is in queries.ts).
// Only a new entry is checked: editing or withdrawing one's own entry stays as it was.
import { MESSAGES } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden } from '../http/errors';
import { mayWriteFeedback, type ModuleYear } from './queries';

/** 403 "You are not enrolled on this module this year." for a student the enrolment leaves out. */
export async function requireEnrolment(
  db: Kysely<Database>,
  studentNumber: number | null,
  moduleYear: ModuleYear,
): Promise<void> {
  if (!(await mayWriteFeedback(db, studentNumber, moduleYear))) {
    throw forbidden(MESSAGES.notEnrolled);
  }
}
