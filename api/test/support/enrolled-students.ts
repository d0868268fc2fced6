// Students for the response-rate and reminder suites, written straight to the database:
// accounts with a student number and an address (confirmed or not), their enrolments, and
// feedback entries dated as a test needs.
import type { AcademicYear, Module } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { createAccount } from '../../src/users/accounts';
import { uniqueName } from './fixtures';

export interface EnrolledStudent {
  id: number;
  email: string;
  studentNumber: number;
}

let nextStudentNumber = 3_000_000 + (process.pid % 1000) * 1000;

/** A student account with a confirmed address unless `confirmed` is false. */
export async function createStudent(
  db: Kysely<Database>,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<EnrolledStudent> {
  const username = uniqueName('enrolled');
  const email = `${username}@example.ac.uk`;
  const account = await createAccount(db, {
    username,
    email,
    passwordHash: 'not used',
    isStaff: false,
    emailVerified: confirmed,
    studentId: nextStudentNumber++,
  });
  return { id: account.id, email, studentNumber: account.studentId! };
}

export async function enrol(
  db: Kysely<Database>,
  student: Pick<EnrolledStudent, 'studentNumber'>,
  module: Pick<Module, 'id'>,
  year: Pick<AcademicYear, 'id'>,
) {
  await db
    .insertInto('enrolments')
    .values({
      student_number: student.studentNumber,
      module_id: module.id,
      academic_year_id: year.id,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A published entry by `student` (or nobody's) on the module's year, submitted at `submitDate`. */
export async function answer(
  db: Kysely<Database>,
  student: Pick<EnrolledStudent, 'id'> | null,
  module: Pick<Module, 'id'>,
  year: Pick<AcademicYear, 'id'>,
  submitDate = new Date().toISOString(),
) {
  await db
    .insertInto('feedback')
    .values({
      student_user_id: student?.id ?? null,
      module_id: module.id,
      academic_year_id: year.id,
      material_rating: 4,
      material_feedback: 'Clear notes.',
      assessment_rating: 3,
      assessment_feedback: 'Fair.',
      lecturer_rating: 4,
      lecturer_feedback: 'Engaging.',
      submit_date: submitDate,
    })
    .execute();
}
