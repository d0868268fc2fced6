// When the periodic check sends reminders about an academic year. While its survey window is
// open and has a closing date: the first reminder once REMINDER_FIRST_AFTER_PERCENT of the
// window has passed, the second once REMINDER_SECOND_DAYS_BEFORE_CLOSE days are left. A window
// too short for both gives only the second (a student who got no first then gets just one
// mail). A window without a closing date has no "near its end": only staff send reminders then.
import {
  surveyWindowState,
  type ReminderRound,
  type SurveyWindow,
} from '@module-feedback/shared/contracts';
import type { ReminderSettings } from '../config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The round due at `now`, or null when none is. */
export function dueRound(
  window: SurveyWindow,
  now: Date,
  settings: Pick<ReminderSettings, 'firstAfterPercent' | 'secondDaysBeforeClose'>,
): ReminderRound | null {
  if (surveyWindowState(window, now) !== 'open') return null;
  if (window.opensAt === null || window.closesAt === null) return null;
  const opens = Date.parse(window.opensAt);
  const closes = Date.parse(window.closesAt);
  const time = now.getTime();
  if (closes - time <= settings.secondDaysBeforeClose * DAY_MS) return 2;
  if (time - opens >= ((closes - opens) * settings.firstAfterPercent) / 100) return 1;
  return null;
}
