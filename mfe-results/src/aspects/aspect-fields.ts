import type { Aspect, Feedback, SummaryResponse, SummaryTheme } from '@module-feedback/shared';

/** What the results screen calls each aspect. */
export const ASPECT_LABELS: Record<Aspect, string> = {
  material: 'Material',
  assessment: 'Assessment',
  lecturer: 'Lecturer',
};

/** Lecturer results are for signed-in users only (spec §6). */
export function visibleAspects(signedIn: boolean): Aspect[] {
  return signedIn ? ['material', 'assessment', 'lecturer'] : ['material', 'assessment'];
}

const RATING_KEYS = {
  material: 'materialRating',
  assessment: 'assessmentRating',
  lecturer: 'lecturerRating',
} as const satisfies Record<Aspect, keyof Feedback>;

const TEXT_KEYS = {
  material: 'materialFeedback',
  assessment: 'assessmentFeedback',
  lecturer: 'lecturerFeedback',
} as const satisfies Record<Aspect, keyof Feedback>;

export const ratingOf = (feedback: Feedback, aspect: Aspect): number | null | undefined =>
  feedback[RATING_KEYS[aspect]];

export const textOf = (feedback: Feedback, aspect: Aspect): string | null | undefined =>
  feedback[TEXT_KEYS[aspect]];

/** The summary's text and themes for one aspect; absent fields (anonymous lecturer) are empty. */
export function summaryOf(
  summary: SummaryResponse,
  aspect: Aspect,
): { text: string; themes: SummaryTheme[] } {
  const text = summary[`summary_${aspect}`] ?? '';
  const themes = summary[`themes_${aspect}`] ?? [];
  return { text, themes };
}
