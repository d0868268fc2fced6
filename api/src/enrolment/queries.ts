// Reading enrolments (see db/migrations/0060-enrolments.ts). The rule they carry: where a
// module's academic year has any enrolment rows, only the students enrolled there (by student
// number) may write feedback on it; a module's year without enrolment rows is open to every
// student, as before enrolments existed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readCount } from '../db/values';

/** One module's academic year. */
export interface ModuleYear {
  moduleId: number;
  academicYearId: number;
}

/** The student numbers enrolled on a module's year, ascending (empty when it has no enrolment). */
export async function enrolledStudentNumbers(
  db: Kysely<Database>,
  { moduleId, academicYearId }: ModuleYear,
): Promise<number[]> {
  const rows = await db
    .selectFrom('enrolments')
    .select('student_number')
    .where('module_id', '=', moduleId)
    .where('academic_year_id', '=', academicYearId)
    .orderBy('student_number')
    .execute();
  return rows.map((row) => row.student_number);
}

/** How many students are enrolled on a module's year (0 when it has no enrolment). */
export async function enrolledCount(
  db: Kysely<Database>,
  { moduleId, academicYearId }: ModuleYear,
): Promise<number> {
  const { count } = await db
    .selectFrom('enrolments')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('module_id', '=', moduleId)
    .where('academic_year_id', '=', academicYearId)
    .executeTakeFirstOrThrow();
  return readCount(count);
}

/** Whether the module's year has any enrolment rows, that is whether enrolment limits who writes. */
export async function hasEnrolment(db: Kysely<Database>, moduleYear: ModuleYear): Promise<boolean> {
  const row = await db
    .selectFrom('enrolments')
    .select('id')
    .where('module_id', '=', moduleYear.moduleId)
    .where('academic_year_id', '=', moduleYear.academicYearId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether this student number is enrolled on the module's year. */
export async function isEnrolled(
  db: Kysely<Database>,
  studentNumber: number,
  moduleYear: ModuleYear,
): Promise<boolean> {
  const row = await db
    .selectFrom('enrolments')
    .select('id')
    .where('student_number', '=', studentNumber)
    .where('module_id', '=', moduleYear.moduleId)
    .where('academic_year_id', '=', moduleYear.academicYearId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a student may write feedback on the module's year: always when it has no enrolment
 * rows, else only when enrolled (a student without a student number never is).
 */
export async function mayWriteFeedback(
  db: Kysely<Database>,
  studentNumber: number | null,
  moduleYear: ModuleYear,
): Promise<boolean> {
  if (!(await hasEnrolment(db, moduleYear))) return true;
  return studentNumber !== null && isEnrolled(db, studentNumber, moduleYear);
}

/** How many students are enrolled per module's year that has any, for staff. */
export interface EnrolmentCountRow extends ModuleYear {
  moduleCode: string;
  moduleTitle: string;
  year: number;
  students: number;
}

/** Every module's year with enrolment, newest year first, then by module code. */
export async function enrolmentCounts(db: Kysely<Database>): Promise<EnrolmentCountRow[]> {
  const rows = await db
    .selectFrom('enrolments as e')
    .innerJoin('modules as m', 'm.id', 'e.module_id')
    .innerJoin('academic_years as y', 'y.id', 'e.academic_year_id')
    .select([
      'e.module_id',
      'e.academic_year_id',
      'm.code',
      'm.title',
      'y.year',
      (eb) => eb.fn.countAll().as('students'),
    ])
    .groupBy(['e.module_id', 'e.academic_year_id', 'm.code', 'm.title', 'y.year'])
    .orderBy('y.year', 'desc')
    .orderBy('m.code')
    .execute();
  return rows.map((row) => ({
    moduleId: row.module_id,
    academicYearId: row.academic_year_id,
    moduleCode: row.code,
    moduleTitle: row.title,
    year: row.year,
    students: readCount(row.students),
  }));
}
