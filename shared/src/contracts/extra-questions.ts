// The extra questions: two optional questions beside the aspects, how many hours a week the
// student spent on the module and whether they would recommend it. Answering them alone does
// not fill the form (the spec's "at least one rating or review" rule stands). Their answers
// reach only the author and staff one by one; everyone sees a module's year's figures.
import type { Withheld } from './publication';

export const HOURS_PER_WEEK_MIN = 0;
export const HOURS_PER_WEEK_MAX = 40;

/** True for a whole number of hours in 0–40. */
export function isValidHoursPerWeek(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= HOURS_PER_WEEK_MIN &&
    value <= HOURS_PER_WEEK_MAX
  );
}

export const EXTRA_QUESTION_TEXTS = {
  hoursPerWeek: 'Hours per week spent on the module',
  hoursPerWeekHint: `Optional: a whole number from ${HOURS_PER_WEEK_MIN} to ${HOURS_PER_WEEK_MAX}.`,
  hoursPerWeekInvalid: `Hours per week must be a whole number from ${HOURS_PER_WEEK_MIN} to ${HOURS_PER_WEEK_MAX}.`,
  wouldRecommend: 'Would you recommend it?',
  wouldRecommendInvalid: 'Would you recommend it must be yes, no or no answer.',
  yes: 'Yes',
  no: 'No',
  noAnswer: 'No answer',
  /** The heading over the questions in the form and over their figures in the results. */
  title: 'Workload and recommendation',
  noHours: 'Nobody said how many hours a week they spent on it yet.',
  noRecommendation: 'Nobody said whether they would recommend it yet.',
} as const;

/** A module's year's answers to the extra questions, over its published entries. */
export interface ExtraQuestionFigures {
  hoursPerWeek: {
    /** How many entries gave their hours. */
    answered: number;
    /** The median of those hours; null when nobody answered. */
    median: number | null;
  };
  wouldRecommend: {
    /** How many entries answered yes or no. */
    answered: number;
    /** How many of them answered yes. */
    yes: number;
  };
  /** Set, with nothing answered, while the module's year's results are withheld from this caller. */
  withheld?: Withheld;
}

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

/** "Median 6 hours a week (4 students answered)", or that nobody answered. */
export function hoursPerWeekText({ answered, median }: ExtraQuestionFigures['hoursPerWeek']) {
  if (answered === 0 || median === null) return EXTRA_QUESTION_TEXTS.noHours;
  return `Median ${plural(median, 'hour')} a week (${plural(answered, 'student')} answered)`;
}

/** "3 of 4 who answered would recommend it", or that nobody answered. */
export function wouldRecommendText({ answered, yes }: ExtraQuestionFigures['wouldRecommend']) {
  if (answered === 0) return EXTRA_QUESTION_TEXTS.noRecommendation;
  return `${yes} of ${answered} who answered would recommend it`;
}

/** The API routes of the extra questions (filled with fillRoute). */
export const EXTRA_QUESTION_ROUTES = {
  /** GET: the figures of a module's code and an academic year's value (2025 for 2025/26). */
  figures: '/api/extra-questions/:moduleCode/:year',
} as const;
