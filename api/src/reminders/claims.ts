// Claiming reminders before they are mailed. One statement inserts a reminder_sends row for
// every enrolled student owed one, and hands back only the rows it inserted: the unique
// constraint (student, module, year, round) lets one instance, one periodic check or one staff
// click claim a round, so two of them racing never mail a student twice about it, and the
// rounds being 1 and 2 keeps everyone to two reminders per module's year.
//
// Owed a reminder about a module's year: enrolled on it (by student number), a student account
// with a confirmed address, no feedback entry of its own on it (hidden ones count as answered:
// the student did answer), and not opted out.
import type { ReminderRound } from '@module-feedback/shared/contracts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

export interface ClaimedReminder {
  id: number;
  studentUserId: number;
  moduleId: number;
  round: ReminderRound;
}

/** Which round to claim: a fixed one (the schedule's), or each student's next one (staff). */
export type RoundChoice = ReminderRound | 'next';

type Source = ExpressionBuilder<
  Database & { e: Database['enrolments']; u: Database['users'] },
  'e' | 'u'
>;

/** How many reminders the student already got about the module's year. */
const sentSoFar = (eb: Source) =>
  eb
    .selectFrom('reminder_sends as s')
    .select((inner) => inner.fn.countAll<number>().as('sent'))
    .whereRef('s.student_user_id', '=', 'u.id')
    .whereRef('s.module_id', '=', 'e.module_id')
    .whereRef('s.academic_year_id', '=', 'e.academic_year_id');

export async function claimReminders(
  db: Kysely<Database>,
  dialect: Dialect,
  yearId: number,
  round: RoundChoice,
  now: string,
): Promise<ClaimedReminder[]> {
  const owed = db
    .selectFrom('enrolments as e')
    .innerJoin('users as u', 'u.student_id', 'e.student_number')
    .select((eb) => [
      'u.id',
      'e.module_id',
      'e.academic_year_id',
      round === 'next'
        ? sql<number>`(${sentSoFar(eb)}) + 1`.as('round')
        : sql<number>`cast(${round} as integer)`.as('round'),
      // A parameter in a select list has no type on PostgreSQL: say it is a timestamp.
      (dialect === 'postgres' ? sql<string>`cast(${now} as timestamptz)` : sql<string>`${now}`).as(
        'sent_at',
      ),
    ])
    .where('e.academic_year_id', '=', yearId)
    .where('u.is_staff', '=', 0)
    .where('u.email', 'is not', null)
    .where('u.email_verified_at', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('feedback as f')
            .select('f.id')
            .whereRef('f.student_user_id', '=', 'u.id')
            .whereRef('f.module_id', '=', 'e.module_id')
            .whereRef('f.academic_year_id', '=', 'e.academic_year_id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reminder_opt_outs as o')
            .select('o.user_id')
            .whereRef('o.user_id', '=', 'u.id'),
        ),
      ),
    )
    .$if(round === 'next', (query) => query.where((eb) => eb(sentSoFar(eb), '<', 2)));
  const rows = await db
    .insertInto('reminder_sends')
    .columns(['student_user_id', 'module_id', 'academic_year_id', 'round', 'sent_at'])
    .expression(owed)
    .onConflict((conflict) =>
      conflict.columns(['student_user_id', 'module_id', 'academic_year_id', 'round']).doNothing(),
    )
    .returning(['id', 'student_user_id', 'module_id', 'round'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    studentUserId: row.student_user_id,
    moduleId: row.module_id,
    round: row.round as ReminderRound,
  }));
}

/** Gives claims back when their mail could not be sent, so a later check sends it again. */
export async function releaseClaims(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('reminder_sends').where('id', 'in', ids).execute();
}
