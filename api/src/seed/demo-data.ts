// Fills an empty database with the demo data: modules, three academic years, student
// and staff accounts, and several hundred feedback entries.
import { toAspectFieldValues } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/schema';
import { readCount } from '../db/values';
import { toAspectColumns } from '../feedback/aspect-columns';
import { createAccount } from '../users/accounts';
import { DEMO_MODULES } from './catalogue';
import { demoFeedback } from './demo-feedback';
import { seededRandom, type Random } from './random';
import { demoAnswers } from './demo-answers';

/** Documented in the README: sign in with these to try the product. */
export const DEMO_ACCOUNTS = {
  staff: { username: 'admin', password: 'admin-demo-2025', email: 'admin@example.ac.uk' },
  student: { username: 'student', password: 'student-demo-2025', email: 'student@example.ac.uk' },
} as const;

/** Other demo students, the authors of the seeded feedback; same password as `student`. */
const AUTHOR_COUNT = 40;
const FEEDBACK_PER_MODULE_YEAR = { min: 7, max: 13 };
const YEARS = 3;

export interface SeedResult {
  modules: number;
  academicYears: number;
  users: number;
  feedback: number;
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const counts = await Promise.all(
    (['users', 'modules', 'academic_years'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.every(({ count }) => readCount(count) === 0);
}

/** The academic year running on `date` (it starts in September). */
export function currentAcademicYear(date: Date): number {
  return date.getMonth() >= 8 ? date.getFullYear() : date.getFullYear() - 1;
}

/**
 * Feedback for a demo year can be given all through it, September to September: the current
 * year is open whenever the demo data is made, the earlier ones closed.
 */
function surveyWindow(year: number) {
  return {
    opens_at: new Date(Date.UTC(year, 8, 1)).toISOString(),
    closes_at: new Date(Date.UTC(year + 1, 8, 1)).toISOString(),
  };
}

/** A moment in the teaching year (October to May), never in the future. */
function submitDate(random: Random, year: number, now: Date): string {
  const start = Date.UTC(year, 9, 1);
  const end = Math.min(Date.UTC(year + 1, 4, 31), now.getTime());
  return new Date(start + random.next() * Math.max(0, end - start)).toISOString();
}

export async function seedDemoData(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  now = new Date(),
): Promise<SeedResult> {
  const random = seededRandom(20_250_901);
  const answerRandom = seededRandom(20_261_127);
  const { staff, student } = DEMO_ACCOUNTS;
  const staffHash = await passwords.hash(staff.password);
  const studentHash = await passwords.hash(student.password);

  return db.transaction().execute(async (trx) => {
    await createAccount(trx, {
      username: staff.username,
      email: staff.email,
      passwordHash: staffHash,
      isStaff: true,
    });
    await createAccount(trx, {
      username: student.username,
      email: student.email,
      passwordHash: studentHash,
      isStaff: false,
    });
    const authors: number[] = [];
    for (let n = 1; n <= AUTHOR_COUNT; n++) {
      const name = `student${String(n).padStart(2, '0')}`;
      const account = await createAccount(trx, {
        username: name,
        email: `${name}@example.ac.uk`,
        passwordHash: studentHash,
        isStaff: false,
      });
      authors.push(account.id);
    }
    const latest = currentAcademicYear(now);
    const years = await trx
      .insertInto('academic_years')
      .values(
        Array.from({ length: YEARS }, (_, i) => ({
          year: latest - (YEARS - 1) + i,
          ...surveyWindow(latest - (YEARS - 1) + i),
        })),
      )
      .returning(['id', 'year'])
      .execute();
    const modules = await trx
      .insertInto('modules')
      .values(
        DEMO_MODULES.map((m) => ({
          code: m.code,
          title: m.title,
          lecturers_names: m.lecturersNames,
        })),
      )
      .returning(['id', 'code'])
      .execute();

    let feedback = 0;
    for (const module of modules) {
      const demo = DEMO_MODULES.find((m) => m.code === module.code)!;
      for (const year of years) {
        const count = random.int(FEEDBACK_PER_MODULE_YEAR.min, FEEDBACK_PER_MODULE_YEAR.max);
        const writers = random.shuffle(authors).slice(0, count);
        const rows = writers.map((author) => {
          const { ratings, texts } = demoFeedback(random, demo);
          return {
            student_user_id: author,
            module_id: module.id,
            academic_year_id: year.id,
            ...toAspectColumns(
              toAspectFieldValues((aspect) => ({ rating: ratings[aspect], text: texts[aspect] })),
            ),
            ...demoAnswers(answerRandom, ratings.material),
            submit_date: submitDate(random, year.year, now),
          };
        });
        await trx.insertInto('feedback').values(rows).execute();
        feedback += rows.length;
      }
    }
    return {
      modules: modules.length,
      academicYears: years.length,
      users: AUTHOR_COUNT + 2,
      feedback,
    };
  });
}
