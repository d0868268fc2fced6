// The benchmark's database: the demo data plus one module with 1,000 feedback entries
// (from 1,000 different students), written straight to the database.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { nowIso } from '../src/db/values';

export const BENCH_MODULE_CODE = 'BENCH1000';
const ROWS = 1_000;

export async function addBenchModule(db: Kysely<Database>, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const module = await trx
      .insertInto('modules')
      .values({ code: BENCH_MODULE_CODE, title: 'Benchmark Module', lecturers_names: 'Dr Bench' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const year = await trx
      .selectFrom('academic_years')
      .select('id')
      .orderBy('year', 'desc')
      .executeTakeFirstOrThrow();
    const users = await trx
      .insertInto('users')
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          username: `bench${i}`,
          username_key: `bench${i}`,
          email: null,
          email_key: null,
          password_hash: passwordHash,
          is_staff: 0,
          student_id: 8_000_000 + i,
          created_at: nowIso(),
        })),
      )
      .returning('id')
      .execute();
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
  });
}
