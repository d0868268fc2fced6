// An entry of the student's own, as the form's fields show it for editing.
import { perAspect, ratingOf, textOf, type OwnFeedback } from '@module-feedback/shared';
import type { FeedbackDraft } from '../form/feedback-draft';

export function draftOfEntry(entry: OwnFeedback): FeedbackDraft {
  return {
    moduleId: entry.module.id,
    yearId: entry.academicYear.id,
    ratings: perAspect((aspect) => ratingOf(entry, aspect) ?? null),
    reviews: perAspect((aspect) => textOf(entry, aspect) ?? ''),
    hoursPerWeek: entry.hoursPerWeek === null ? '' : String(entry.hoursPerWeek),
    wouldRecommend: entry.wouldRecommend,
  };
}

/** The student's entry for this module and year, if they already rated it. */
export function entryFor(
  entries: readonly OwnFeedback[],
  moduleId: number | null,
  yearId: number | null,
): OwnFeedback | undefined {
  return entries.find((entry) => entry.module.id === moduleId && entry.academicYear.id === yearId);
}
