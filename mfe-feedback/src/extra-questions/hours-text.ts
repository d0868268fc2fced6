// What a student types as hours per week, read as a whole number. Like a rating, it is never
// changed to fit the rules: text that is not a whole number 0–40 stays as typed and the field
// says what is wrong.
import { EXTRA_QUESTION_TEXTS, isValidHoursPerWeek } from '@module-feedback/shared';

/** The typed hours: null for an empty box, NaN for anything but digits. */
export function readHours(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What is wrong with the typed hours, or null when they are fine or left empty. */
export function hoursProblem(text: string): string | null {
  const hours = readHours(text);
  return hours === null || isValidHoursPerWeek(hours)
    ? null
    : EXTRA_QUESTION_TEXTS.hoursPerWeekInvalid;
}
