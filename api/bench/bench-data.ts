// The benchmark's database: the demo data plus one module with 1,000 feedback entries
// (from 1,000 different students), written straight to the database.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { nowIso } from '../src/db/values';

export const BENCH_MODULE_CODE = 'BENCH1000';
const ROWS = 1_000;

interface Students {
  count: number;
  /**
   * Usernames are prefix0, prefix1, …; student numbers count up from firstStudentId, past
   * those already taken (signing up gives a student a random number in the same range).
   */
  prefix: string;
  firstStudentId: number;
  passwordHash: string;
}

/** Students written straight to the database, all with one password hash. */
export async function insertStudents(
  db: Kysely<Database>,
  { count, prefix, firstStudentId, passwordHash }: Students,
) {
  const taken = await db
    .selectFrom('users')
    .select('student_id')
    .where('student_id', '>=', firstStudentId)
    .execute();
  const takenIds = new Set(taken.map((row) => row.student_id));
  const studentIds: number[] = [];
  for (let id = firstStudentId; studentIds.length < count; id++) {
    if (!takenIds.has(id)) studentIds.push(id);
  }
  return db
    .insertInto('users')
    .values(
      studentIds.map((studentId, i) => ({
        username: `${prefix}${i}`,
        username_key: `${prefix}${i}`,
        email: null,
        email_key: null,
        // Vouched for, like the seed's: the load benchmark submits feedback as them.
        email_verified_at: nowIso(),
        password_hash: passwordHash,
        is_staff: 0,
        student_id: studentId,
        created_at: nowIso(),
      })),
    )
    .returning(['id', 'username', 'student_id'])
    .execute();
}

/** Adds the module; returns the academic year (its value, e.g. 2026) of its feedback. */
export async function addBenchModule(db: Kysely<Database>, passwordHash: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const module = await trx
      .insertInto('modules')
      .values({ code: BENCH_MODULE_CODE, title: 'Benchmark Module', lecturers_names: 'Dr Bench' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const year = await trx
      .selectFrom('academic_years')
      .select(['id', 'year'])
      .orderBy('year', 'desc')
      .executeTakeFirstOrThrow();
    const users = await insertStudents(trx, {
      count: ROWS,
      prefix: 'bench',
      firstStudentId: 8_000_000,
      passwordHash,
    });
    await trx
      .insertInto('feedback')
      .values(
        users.map((user, i) => ({
          student_user_id: user.id,
          module_id: module.id,
          academic_year_id: year.id,
          material_rating: (i % 21) * 0.25,
          material_feedback: `The lecture notes were clear and the labs were useful (entry ${i}).`,
          assessment_rating: ((i + 7) % 21) * 0.25,
          assessment_feedback: 'Coursework was fair, but the deadline clashed with other modules.',
          lecturer_rating: ((i + 3) % 21) * 0.25,
          lecturer_feedback: 'Engaging lectures, although the pace was sometimes too fast.',
          submit_date: nowIso(),
        })),
      )
      .execute();
    return year.year;
  });
}
