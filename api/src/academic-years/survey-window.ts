// The survey window in queries: which years are open for feedback at a moment, checked in
// the statement that changes feedback so a window closing meanwhile is never missed.
import {
  SURVEY_WINDOW_TEXTS,
  surveyWindowState,
  type SurveyWindow,
} from '@module-feedback/shared/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readTimestamp } from '../db/values';
import { conflict } from '../http/errors';

/** Stored timestamps as the API sends them: ISO 8601 in UTC, or null. */
export function toSurveyWindow(row: {
  opens_at: Date | string | null;
  closes_at: Date | string | null;
}): SurveyWindow {
  return {
    opensAt: row.opens_at === null ? null : readTimestamp(row.opens_at),
    closesAt: row.closes_at === null ? null : readTimestamp(row.closes_at),
  };
}

/**
 * The ids of the years open at `now` (ISO 8601): opened by then and not yet closed. Both
 * databases compare the stored timestamps in time order (SQLite's are all written by
 * toISOString, so their text sorts as time does).
 */
export const openYearIds = (db: Kysely<Database>, now: string) =>
  db
    .selectFrom('academic_years')
    .select('id')
    .where('opens_at', '<=', now)
    .where((eb: ExpressionBuilder<Database, 'academic_years'>) =>
      eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', now)]),
    );

/** Refuses feedback for a year whose window is not open: 409 saying whether it opens later. */
export function requireOpenWindow(
  year: { year: number } & SurveyWindow,
  changing: 'submit' | 'change',
  now = new Date(),
): void {
  const state = surveyWindowState(year, now);
  if (state === 'open') return;
  const message =
    state === 'upcoming'
      ? SURVEY_WINDOW_TEXTS.notOpenYet(year.year)
      : changing === 'submit'
        ? SURVEY_WINDOW_TEXTS.closed(year.year)
        : SURVEY_WINDOW_TEXTS.closedForChanges(year.year);
  throw conflict(message, changing === 'submit' ? { academicYear: message } : undefined);
}
