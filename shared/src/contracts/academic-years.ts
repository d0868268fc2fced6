// Academic years: their values and labels, their survey windows (when feedback can be
// written), and the routes staff administer them with.
import type { AcademicYear } from './entities';
import { NEXT_YEAR_FIRST_MONTH, NEXT_YEAR_LAST_MONTH } from './constants';

/** The default academic year: the one with the highest `year`, or undefined for none. */
export function latestAcademicYear<T extends Pick<AcademicYear, 'year'>>(
  years: readonly T[],
): T | undefined {
  return years.reduce<T | undefined>(
    (latest, candidate) =>
      latest === undefined || candidate.year > latest.year ? candidate : latest,
    undefined,
  );
}

/** From March to August (inclusive) results also link to next year's module details. */
export function isNextYearWindow(date: Date): boolean {
  const month = date.getMonth();
  return month >= NEXT_YEAR_FIRST_MONTH && month <= NEXT_YEAR_LAST_MONTH;
}

/** "2025/26" for 2025. */
export function formatAcademicYear(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * When feedback for an academic year can be written, edited and withdrawn: from `opensAt`
 * until `closesAt` (ISO 8601 timestamps). Without `opensAt` the window has not opened yet;
 * without `closesAt` it stays open until staff close it.
 */
export interface SurveyWindow {
  opensAt: string | null;
  closesAt: string | null;
}

/** An academic year as GET /api/academicyears/ lists it. */
export interface ListedAcademicYear extends AcademicYear, SurveyWindow {
  /** Published feedback entries of the year, every module. */
  responses: number;
}

export const SURVEY_WINDOW_STATES = ['upcoming', 'open', 'closed'] as const;
export type SurveyWindowState = (typeof SURVEY_WINDOW_STATES)[number];

export const SURVEY_WINDOW_STATE_LABELS: Record<SurveyWindowState, string> = {
  upcoming: 'Upcoming',
  open: 'Open',
  closed: 'Closed',
};

/** Where a year's window stands at `now`: the server decides with its own clock. */
export function surveyWindowState(
  { opensAt, closesAt }: SurveyWindow,
  now: Date = new Date(),
): SurveyWindowState {
  const time = now.getTime();
  if (closesAt !== null && Date.parse(closesAt) <= time) return 'closed';
  if (opensAt !== null && Date.parse(opensAt) <= time) return 'open';
  return 'upcoming';
}

/** The years open for feedback at `now`, latest first. */
export function openAcademicYears<T extends AcademicYear & SurveyWindow>(
  years: readonly T[],
  now: Date = new Date(),
): T[] {
  return years
    .filter((year) => surveyWindowState(year, now) === 'open')
    .sort((a, b) => b.year - a.year);
}

/**
 * The year results open on: the latest with published feedback, never an empty year still
 * to come; without any feedback, the latest whose window has opened, else the latest.
 */
export function resultsDefaultYear<T extends ListedAcademicYear>(
  years: readonly T[],
  now: Date = new Date(),
): T | undefined {
  return (
    latestAcademicYear(years.filter((year) => year.responses > 0)) ??
    latestAcademicYear(years.filter((year) => surveyWindowState(year, now) !== 'upcoming')) ??
    latestAcademicYear(years)
  );
}

/** The API routes of academic years (filled with fillRoute). */
export const ACADEMIC_YEAR_ROUTES = {
  /** GET: every year with its survey window and responses (ListedAcademicYear). */
  list: '/api/academicyears/',
  create: '/api/newyear/',
  edit: '/api/edityear/:id/',
  /** DELETE; a year with feedback only with `?force=true`, which deletes its feedback too. */
  delete: '/api/deleteyear/:id/',
  /** Staff open or close a year's window at the server's present moment (POST, no body). */
  openNow: '/api/academicyears/:id/open/',
  closeNow: '/api/academicyears/:id/close/',
} as const;

export const SURVEY_WINDOW_TEXTS = {
  notOpenYet: (year: number) => `Feedback for ${formatAcademicYear(year)} is not open yet.`,
  closed: (year: number) => `Feedback for ${formatAcademicYear(year)} has closed.`,
  closedForChanges: (year: number) =>
    `Feedback for ${formatAcademicYear(year)} has closed: it can no longer be edited or withdrawn.`,
  noneOpen: 'Feedback is not open for any academic year right now.',
  alreadyOpen: 'This academic year is already open for feedback.',
  notOpen: 'This academic year is not open for feedback.',
  closesBeforeOpening: 'The closing time must be after the opening time.',
  openNow: 'Open now',
  closeNow: 'Close now',
} as const;
