import {
  EMPTY_SUMMARY_DETAILS,
  type Aspect,
  type Feedback,
  type SummaryDetails,
  type SummaryResponse,
  type SummaryTheme,
} from '@module-feedback/shared';

/** What the results screen calls each aspect. */
export const ASPECT_LABELS: Record<Aspect, string> = {
  material: 'Material',
  assessment: 'Assessment',
  lecturer: 'Lecturer',
};

/** Lecturer results are for signed-in users only; visitors see material and assessment. */
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

export interface AspectSummary {
  text: string;
  themes: SummaryTheme[];
  details: SummaryDetails;
}

export const NO_SUMMARY: AspectSummary = { text: '', themes: [], details: EMPTY_SUMMARY_DETAILS };

/** One aspect's part of the summary; absent fields (anonymous lecturer) are empty. */
export function summaryOf(summary: SummaryResponse, aspect: Aspect): AspectSummary {
  return {
    text: summary[`summary_${aspect}`] ?? NO_SUMMARY.text,
    themes: summary[`themes_${aspect}`] ?? NO_SUMMARY.themes,
    details: summary[`details_${aspect}`] ?? NO_SUMMARY.details,
  };
}
