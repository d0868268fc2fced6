// How many of the enrolled students answered, per module of an academic year and per week of
// its survey window, and the reminder mails that ask those who have not: when they went out,
// and staff's "Send reminders now". Students opt out of reminders with a link in every mail.

/** The API routes of response rates and reminders (filled with fillRoute). */
export const RESPONSE_RATE_ROUTES = {
  /** Staff: the response rates of the academic year whose value is :year (2025 for 2025/26). */
  rates: '/api/staff/response-rates/:year/',
  /** Staff: send the reminders the year's students are still owed, now (POST). */
  sendReminders: '/api/staff/reminders/:year/',
  /** The opt-out link of a reminder mail: answers a small page (query: user, token). */
  optOut: '/api/reminders/opt-out/',
} as const;

/** A student gets at most this many reminders about one module's year. */
export const REMINDER_ROUNDS = [1, 2] as const;
export type ReminderRound = (typeof REMINDER_ROUNDS)[number];

/** The rate (in percent) below which the overview flags a module, unless staff choose another. */
export const DEFAULT_RATE_THRESHOLD = 30;

/** What the overview calls a module whose rate is below the chosen threshold. */
export const LOW_RATE_LABEL = 'Low response rate';

/** What a module without enrolment shows instead of a rate. */
export const NO_ENROLMENT = 'No enrolment';

/** The page the opt-out link opens. */
export const OPT_OUT_MESSAGES = {
  /** The mail's link and the button of the page it opens: opening the link alone changes nothing. */
  stop: 'Send me no more reminders',
  confirm:
    'Press the button to get no more reminder emails about module feedback. Opening this page alone changes nothing.',
  done: 'You will get no more reminders.',
  refused: 'This link is not valid. Use the link of a reminder mail as it was sent.',
} as const;

/** One round of reminders about a module's year: how many went out, the last of them when. */
export interface ReminderRoundFigures {
  count: number;
  /** ISO 8601. */
  lastSentAt: string;
}

export interface ModuleResponseRate {
  moduleId: number;
  code: string;
  title: string;
  /** Published responses of the module's year: its enrolled students' only, where it has enrolment. */
  responses: number;
  /** Students enrolled on the module that year; 0 when no enrolment was imported. */
  enrolled: number;
  /** responses / enrolled (0–1); null without enrolment. */
  rate: number | null;
  /** The reminders sent about the module's year, per round; null for a round not sent. */
  reminders: Record<ReminderRound, ReminderRoundFigures | null>;
}

export interface ResponseRateWeek {
  /** The Monday the week starts on, YYYY-MM-DD (UTC). */
  weekStart: string;
  /** Responses that week by students enrolled on the module they answered. */
  responses: number;
  /** Those responses up to the end of that week. */
  cumulative: number;
  /** cumulative / the year's enrolment; null when nobody is enrolled. */
  rate: number | null;
}

export interface ResponseRates {
  year: number;
  /** The survey window, ISO 8601 (see academic years); null opensAt: not opened yet. */
  opensAt: string | null;
  closesAt: string | null;
  /** Over the modules with enrolment. */
  totals: { responses: number; enrolled: number; rate: number | null };
  modules: ModuleResponseRate[];
  /** Every week of the survey window so far (from its opening to its close or today), oldest first. */
  weeks: ResponseRateWeek[];
}

/** What "Send reminders now" did. */
export interface SentReminders {
  /** Mails sent (one per student, listing each module). */
  mails: number;
  /** Reminders in them (one per student and module). */
  reminders: number;
}

/** "12 of 40, 30%", or "No enrolment". */
export function formatResponseRate(row: { responses: number; enrolled: number }): string {
  if (row.enrolled === 0) return NO_ENROLMENT;
  return `${row.responses} of ${row.enrolled}, ${formatPercent(row.responses / row.enrolled)}`;
}

/** A rate (0–1) as a whole percent: 0.305 is "31%". */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** Whether a module's rate is below `thresholdPercent`; never for a module without enrolment. */
export function isBelowRate(row: { rate: number | null }, thresholdPercent: number): boolean {
  return row.rate !== null && row.rate * 100 < thresholdPercent;
}

/** A threshold from the address: a whole percent 0–100, or the default. */
export function parseRateThreshold(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d{1,3}$/.test(raw)) return DEFAULT_RATE_THRESHOLD;
  const value = Number(raw);
  return value <= 100 ? value : DEFAULT_RATE_THRESHOLD;
}
