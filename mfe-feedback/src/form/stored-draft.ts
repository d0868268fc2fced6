// The half-written feedback, kept in the browser so nothing is lost when the session ends
// under the student (a failed token refresh signs them out) or the page is reloaded. It
// is kept per username: on a shared computer one student never sees another's draft.
import {
  ASPECTS,
  latestAcademicYear,
  perAspect,
  type AcademicYear,
  type Module,
} from '@module-feedback/shared';
import { emptyDraft, hasAnythingTyped, type FeedbackDraft } from './feedback-draft';

export const STORED_DRAFT_PREFIX = 'feedbackDraft:';

export const storedDraftKey = (username: string) => `${STORED_DRAFT_PREFIX}${username}`;

const isIdOrNull = (value: unknown): value is number | null =>
  value === null || Number.isInteger(value);

function asAspectRecord<T>(value: unknown, isValid: (item: unknown) => item is T) {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!ASPECTS.every((aspect) => isValid(record[aspect]))) return null;
  return perAspect((aspect) => record[aspect] as T);
}

/** A stored draft as it was written, or null when there is none or it is not one of ours. */
export function parseStoredDraft(raw: string | null): FeedbackDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { moduleId, yearId, ratings, reviews, hoursPerWeek, wouldRecommend } = value as Record<
    string,
    unknown
  >;
  const keptRatings = asAspectRecord(
    ratings,
    (item): item is number | null => item === null || typeof item === 'number',
  );
  const keptReviews = asAspectRecord(reviews, (item): item is string => typeof item === 'string');
  if (!isIdOrNull(moduleId) || !isIdOrNull(yearId) || !keptRatings || !keptReviews) return null;
  return {
    moduleId,
    yearId,
    ratings: keptRatings,
    reviews: keptReviews,
    // Drafts kept before the extra questions existed have no answers to them.
    hoursPerWeek: typeof hoursPerWeek === 'string' ? hoursPerWeek : '',
    wouldRecommend: typeof wouldRecommend === 'boolean' ? wouldRecommend : null,
  };
}

/**
 * The student's stored draft, fitted to what the form offers today: a module or year that
 * has since been deleted is left unchosen (the latest year is the default again).
 */
export function restoreDraft(
  storage: Storage,
  username: string,
  modules: readonly Module[],
  years: readonly AcademicYear[],
): FeedbackDraft | null {
  const stored = parseStoredDraft(storage.getItem(storedDraftKey(username)));
  if (!stored) return null;
  const moduleKnown = modules.some((module) => module.id === stored.moduleId);
  const yearKnown = years.some((year) => year.id === stored.yearId);
  return {
    ...stored,
    moduleId: moduleKnown ? stored.moduleId : null,
    yearId: yearKnown ? stored.yearId : (latestAcademicYear(years)?.id ?? null),
  };
}

/** Keeps the draft; a draft with nothing in it is not worth keeping. */
export function storeDraft(storage: Storage, username: string, draft: FeedbackDraft): void {
  const key = storedDraftKey(username);
  try {
    if (draft.moduleId === null && !hasAnythingTyped(draft)) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only the safety net is missing.
  }
}

export function forgetDraft(storage: Storage, username: string): void {
  storage.removeItem(storedDraftKey(username));
}

/** The starting point of the form: the stored draft, else an empty one for the latest year. */
export function initialDraft(
  storage: Storage,
  username: string,
  modules: readonly Module[],
  years: readonly AcademicYear[],
): { draft: FeedbackDraft; restored: boolean } {
  const restored = restoreDraft(storage, username, modules, years);
  if (restored && (restored.moduleId !== null || hasAnythingTyped(restored))) {
    return { draft: restored, restored: true };
  }
  return { draft: emptyDraft(latestAcademicYear(years)?.id ?? null), restored: false };
}
