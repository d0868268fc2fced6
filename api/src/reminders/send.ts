// Sending reminders: claim them (claims.ts), then one mail per student listing every module of
// the year it is reminded of. A mail that could not be sent gives its claims back, so a later
// check sends it again; the claims of mails that went out stay, and count towards the two.
import type { Kysely } from 'kysely';
import type { ReminderSettings } from '../config';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { readTimestamp } from '../db/values';
import { surveyWindowState } from '@module-feedback/shared/contracts';
import { findYearByValue } from '../academic-years/lookup';
import { toSurveyWindow } from '../academic-years/survey-window';
import type { Mailer } from '../mail/mailer';
import { claimReminders, releaseClaims, type ClaimedReminder, type RoundChoice } from './claims';
import { optOutToken } from './opt-out';
import { dueRound } from './schedule';

export interface ReminderDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  /** Signs the opt-out links (JWT_SECRET). */
  secret: string;
  /** Where failures are told (the server's log, or a command's stderr). */
  log: { error(details: object, message: string): void };
}

/** What one sending did: mails (one per student) and the reminders in them. */
export interface ReminderCount {
  mails: number;
  reminders: number;
}

interface YearRow {
  id: number;
  year: number;
  closesAt: string | null;
}

/** Claims the reminders of `round` about `year`; the mails follow in `deliver`. */
export async function claimYear(
  deps: ReminderDependencies,
  year: YearRow,
  round: RoundChoice,
  now = new Date(),
) {
  const claimed = await claimReminders(deps.db, deps.dialect, year.id, round, now.toISOString());
  const students = new Map<number, ClaimedReminder[]>();
  for (const claim of claimed) {
    students.set(claim.studentUserId, [...(students.get(claim.studentUserId) ?? []), claim]);
  }
  return {
    count: { mails: students.size, reminders: claimed.length },
    deliver: () => deliver(deps, year, students),
  };
}

async function deliver(
  deps: ReminderDependencies,
  year: YearRow,
  students: Map<number, ClaimedReminder[]>,
): Promise<void> {
  if (students.size === 0) return;
  const moduleIds = [...new Set([...students.values()].flat().map((claim) => claim.moduleId))];
  const [users, modules] = await Promise.all([
    deps.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [...students.keys()])
      .execute(),
    deps.db
      .selectFrom('modules')
      .select(['id', 'code', 'title'])
      .where('id', 'in', moduleIds)
      .orderBy('code')
      .execute(),
  ]);
  const emailOf = new Map(users.map((user) => [user.id, user.email]));
  for (const [userId, claims] of students) {
    const email = emailOf.get(userId);
    const reminded = new Set(claims.map((claim) => claim.moduleId));
    try {
      if (!email) throw new Error('the account has no address any more');
      await deps.mailer.send({
        to: email,
        purpose: 'feedback-reminder',
        data: {
          year: year.year,
          modules: modules
            .filter((module) => reminded.has(module.id))
            .map(({ code, title }) => ({ code, title })),
          closesAt: year.closesAt,
          optOut: { user: userId, token: optOutToken(deps.secret, userId) },
        },
      });
    } catch (error) {
      deps.log.error({ err: error }, 'a reminder could not be sent; it is tried again later');
      await releaseClaims(
        deps.db,
        claims.map((claim) => claim.id),
      ).catch(() => undefined);
    }
  }
}

/** The years whose survey window is open at `now`. */
async function openYears(db: Kysely<Database>, now: Date) {
  const rows = await db
    .selectFrom('academic_years')
    .select(['id', 'year', 'opens_at', 'closes_at'])
    .where('opens_at', '<=', now.toISOString())
    .execute();
  return rows.map((row) => ({ id: row.id, year: row.year, window: toSurveyWindow(row) }));
}

/**
 * What the periodic check does: for every open year whose schedule makes a round due, claims
 * and sends it. Resolves once the mails are sent.
 */
export async function sendDueReminders(
  deps: ReminderDependencies,
  settings: ReminderSettings,
  now = new Date(),
): Promise<ReminderCount> {
  const total: ReminderCount = { mails: 0, reminders: 0 };
  for (const year of await openYears(deps.db, now)) {
    const round = dueRound(year.window, now, settings);
    if (round === null) continue;
    const claim = await claimYear(
      deps,
      { id: year.id, year: year.year, closesAt: year.window.closesAt },
      round,
      now,
    );
    await claim.deliver();
    total.mails += claim.count.mails;
    total.reminders += claim.count.reminders;
  }
  return total;
}

/** A year's row as the sending needs it. */
const reminderYear = (row: {
  id: number;
  year: number;
  closes_at: Date | string | null;
}): YearRow => ({
  id: row.id,
  year: row.year,
  closesAt: row.closes_at === null ? null : readTimestamp(row.closes_at),
});

/**
 * An academic year by its value, as an address or a command names it, with the state of its
 * survey window now (reminders go out only while it is open); undefined when there is none.
 */
export async function reminderYearByValue(db: Kysely<Database>, value: string) {
  const found = await findYearByValue(db, value);
  if (!found) return undefined;
  const row = await db
    .selectFrom('academic_years')
    .select(['id', 'year', 'opens_at', 'closes_at'])
    .where('id', '=', found.id)
    .executeTakeFirstOrThrow();
  return { year: reminderYear(row), state: surveyWindowState(toSurveyWindow(row)) };
}
