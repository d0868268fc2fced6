// The response rates of one academic year: per module, its published responses against the
// students enrolled on it (none imported: no rate), the year's total over the modules with
// enrolment, every week of the survey window with that week's responses and the rate reached
// by its end, and the reminders sent per module and round. Where a module's year has
// enrolment, only its enrolled students' responses count (one written before the import by a
// student left out of it is not one of "12 of 40"), so a rate never passes 100%. Not cached: staff read it rarely,
// and reminders and enrolment change without touching the data the response cache watches.
import {
  REMINDER_ROUNDS,
  type ModuleResponseRate,
  type ReminderRound,
  type ReminderRoundFigures,
  type ResponseRates,
  type ResponseRateWeek,
} from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ModuleYear } from '../../enrolment/queries';
import { readCount, readTimestamp } from '../../db/values';
import { toSurveyWindow } from '../../academic-years/survey-window';
import { isPublished } from '../../moderation/published';
import { moduleFiguresOfYear, weekStart } from '../year-figures';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A window longer than this shows its first weeks only (a year left open by mistake). */
const MAX_WEEKS = 104;

/** The Monday (UTC) of the week `time` falls in, as YYYY-MM-DD. */
export function mondayOf(time: number): string {
  const day = new Date(time);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - sinceMonday))
    .toISOString()
    .slice(0, 10);
}

/** The Mondays from the window's opening week to the week it closes (or `now`, if sooner). */
export function windowWeeks(
  window: { opensAt: string | null; closesAt: string | null },
  now: Date,
): string[] {
  if (window.opensAt === null) return [];
  const opens = Date.parse(window.opensAt);
  const end = Math.min(
    window.closesAt === null ? now.getTime() : Date.parse(window.closesAt),
    now.getTime(),
  );
  const weeks: string[] = [];
  for (let monday = Date.parse(mondayOf(opens)); monday <= end; monday += 7 * DAY_MS) {
    weeks.push(mondayOf(monday));
    if (weeks.length === MAX_WEEKS) break;
  }
  return weeks;
}

async function enrolmentPerModule(db: Kysely<Database>, yearId: number) {
  const rows = await db
    .selectFrom('enrolments')
    .select((eb) => ['module_id', eb.fn.countAll<number | string>().as('students')])
    .where('academic_year_id', '=', yearId)
    .groupBy('module_id')
    .execute();
  return new Map(rows.map((row) => [row.module_id, readCount(row.students)]));
}

/** A year's published responses written by students enrolled on that module's year. */
const enrolledResponses = (db: Kysely<Database>, yearId: number) =>
  db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.student_user_id')
    .innerJoin('enrolments as e', (join) =>
      join
        .onRef('e.student_number', '=', 'u.student_id')
        .onRef('e.module_id', '=', 'f.module_id')
        .onRef('e.academic_year_id', '=', 'f.academic_year_id'),
    )
    .where('f.academic_year_id', '=', yearId)
    .where(isPublished('f'));

/** How many of a module's year's published responses its enrolled students wrote. */
export async function enrolledResponseCount(
  db: Kysely<Database>,
  { moduleId, academicYearId }: ModuleYear,
): Promise<number> {
  const { count } = await enrolledResponses(db, academicYearId)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('f.module_id', '=', moduleId)
    .executeTakeFirstOrThrow();
  return readCount(count);
}

async function enrolledResponsesPerModule(db: Kysely<Database>, yearId: number) {
  const rows = await enrolledResponses(db, yearId)
    .select((eb) => ['f.module_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('f.module_id')
    .execute();
  return new Map(rows.map((row) => [row.module_id, readCount(row.count)]));
}

async function weeklyResponses(db: Kysely<Database>, dialect: Dialect, yearId: number) {
  const rows = await enrolledResponses(db, yearId)
    .select((eb) => [weekStart(dialect).as('week'), eb.fn.countAll<number | string>().as('count')])
    .groupBy(weekStart(dialect))
    .execute();
  return rows.map((row) => ({ week: row.week, responses: readCount(row.count) }));
}

async function remindersPerModule(db: Kysely<Database>, yearId: number) {
  const rows = await db
    .selectFrom('reminder_sends')
    .select((eb) => [
      'module_id',
      'round',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max('sent_at').as('last'),
    ])
    .where('academic_year_id', '=', yearId)
    .groupBy(['module_id', 'round'])
    .execute();
  const figures = new Map<number, Record<ReminderRound, ReminderRoundFigures | null>>();
  for (const row of rows) {
    const rounds = figures.get(row.module_id) ?? { 1: null, 2: null };
    if (REMINDER_ROUNDS.includes(row.round as ReminderRound)) {
      rounds[row.round as ReminderRound] = {
        count: readCount(row.count),
        lastSentAt: readTimestamp(row.last),
      };
    }
    figures.set(row.module_id, rounds);
  }
  return figures;
}

const rateOf = (responses: number, enrolled: number) =>
  enrolled === 0 ? null : responses / enrolled;

export async function responseRates(
  db: Kysely<Database>,
  dialect: Dialect,
  yearId: number,
  now = new Date(),
): Promise<ResponseRates> {
  const year = await db
    .selectFrom('academic_years')
    .select(['year', 'opens_at', 'closes_at'])
    .where('id', '=', yearId)
    .executeTakeFirstOrThrow();
  const window = toSurveyWindow(year);
  const [figures, enrolment, fromEnrolled, weekly, reminders] = await Promise.all([
    moduleFiguresOfYear(db, yearId),
    enrolmentPerModule(db, yearId),
    enrolledResponsesPerModule(db, yearId),
    weeklyResponses(db, dialect, yearId),
    remindersPerModule(db, yearId),
  ]);
  const modules = figures.map((row): ModuleResponseRate => {
    const enrolled = enrolment.get(row.moduleId) ?? 0;
    const responses = enrolled > 0 ? (fromEnrolled.get(row.moduleId) ?? 0) : row.responses;
    return {
      moduleId: row.moduleId,
      code: row.code,
      title: row.title,
      responses,
      enrolled,
      rate: rateOf(responses, enrolled),
      reminders: reminders.get(row.moduleId) ?? { 1: null, 2: null },
    };
  });
  const withEnrolment = modules.filter((module) => module.enrolled > 0);
  const enrolled = withEnrolment.reduce((sum, module) => sum + module.enrolled, 0);
  const responses = withEnrolment.reduce((sum, module) => sum + module.responses, 0);

  // Responses before the first week shown (written before the window opened, as data
  // imported from before windows existed may be) count from the first week on.
  let cumulative = 0;
  const weekRows = windowWeeks(window, now);
  const byWeek = new Map(weekly.map((row) => [row.week, row.responses]));
  const weeks = weekRows.map((monday, index): ResponseRateWeek => {
    const inWeek = byWeek.get(monday) ?? 0;
    const before =
      index === 0
        ? weekly.filter((row) => row.week < monday).reduce((sum, row) => sum + row.responses, 0)
        : 0;
    cumulative += before + inWeek;
    return { weekStart: monday, responses: inWeek, cumulative, rate: rateOf(cumulative, enrolled) };
  });
  return {
    year: year.year,
    opensAt: window.opensAt,
    closesAt: window.closesAt,
    totals: { responses, enrolled, rate: rateOf(responses, enrolled) },
    modules,
    weeks,
  };
}
