// The three aspects of a feedback entry: what the screens call each, which fields hold each
// one's rating, text and summary, and who may see which. The results, the admin table, the feedback form, the server's feedback
// lists and its summary route all read these instead of spelling the fields out.
import {
  ASPECTS,
  EMPTY_SUMMARY_DETAILS,
  type Aspect,
  type Feedback,
  type SummaryDetails,
  type SummaryResponse,
  type SummaryTheme,
} from './entities';
import type { ParsedNewFeedback } from './schemas';

/**
 * Each aspect's rating and text field, the same in a feedback entry and a new feedback. Only the
 * entry's fields are checked here: the new feedback's schema reads a parsed body by these names,
 * which does not compile for a name the body lacks (checking both here would be circular).
 */
export const ASPECT_FIELDS = {
  material: { rating: 'materialRating', text: 'materialFeedback' },
  assessment: { rating: 'assessmentRating', text: 'assessmentFeedback' },
  lecturer: { rating: 'lecturerRating', text: 'lecturerFeedback' },
} as const satisfies Record<Aspect, { rating: keyof Feedback; text: keyof Feedback }>;

/**
 * What the screens call each aspect: the results' sections, their charts and tables, and the
 * staff's tables and moderation queue.
 */
export const ASPECT_LABELS: Record<Aspect, string> = {
  material: 'Material',
  assessment: 'Assessment',
  lecturer: 'Lecturer',
};

/** A record with a value for each aspect, from `valueOf`. */
export function perAspect<T>(valueOf: (aspect: Aspect) => T): Record<Aspect, T> {
  // Each aspect contributes its entry, so every key of the record is present.
  return Object.fromEntries(ASPECTS.map((aspect) => [aspect, valueOf(aspect)])) as Record<
    Aspect,
    T
  >;
}

/** The name of some aspect's rating or text field. */
export type AspectFieldName = (typeof ASPECT_FIELDS)[Aspect]['rating' | 'text'];

/** Every aspect's rating and text, as a new feedback holds them once read: null when not given. */
export type AspectFieldValues = Pick<ParsedNewFeedback, AspectFieldName>;

/** The rating and text fields of a new feedback, from each aspect's rating and text. */
export function toAspectFieldValues(
  valuesOf: (aspect: Aspect) => { rating: number | null; text: string | null },
): AspectFieldValues {
  const fields = ASPECTS.flatMap((aspect) => {
    const { rating, text } = valuesOf(aspect);
    return [
      [ASPECT_FIELDS[aspect].rating, rating],
      [ASPECT_FIELDS[aspect].text, text],
    ];
  });
  // Each aspect contributes its two fields, so every field of the type is present.
  return Object.fromEntries(fields) as AspectFieldValues;
}

/** Aspects only signed-in users see: visitors never get lecturer ratings, texts or summaries. */
const SIGNED_IN_ASPECTS: readonly Aspect[] = ['lecturer'];

/** The aspects a caller sees, in display order: all when signed in, else the public ones. */
export function visibleAspects(signedIn: boolean): Aspect[] {
  return ASPECTS.filter((aspect) => signedIn || !SIGNED_IN_ASPECTS.includes(aspect));
}

export const ratingOf = (feedback: Feedback, aspect: Aspect): number | null | undefined =>
  feedback[ASPECT_FIELDS[aspect].rating];

export const textOf = (feedback: Feedback, aspect: Aspect): string | null | undefined =>
  feedback[ASPECT_FIELDS[aspect].text];

/** One aspect's part of a summary response. */
export interface AspectSummary {
  summary: string;
  themes: SummaryTheme[];
  details: SummaryDetails;
}

export const EMPTY_ASPECT_SUMMARY: AspectSummary = {
  summary: '',
  themes: [],
  details: EMPTY_SUMMARY_DETAILS,
};

/** One aspect's part of the summary; absent fields (lecturer, for visitors) are empty. */
export function aspectSummaryOf(response: SummaryResponse, aspect: Aspect): AspectSummary {
  return {
    summary: response[`summary_${aspect}`] ?? EMPTY_ASPECT_SUMMARY.summary,
    themes: response[`themes_${aspect}`] ?? EMPTY_ASPECT_SUMMARY.themes,
    details: response[`details_${aspect}`] ?? EMPTY_ASPECT_SUMMARY.details,
  };
}

/** The summary response of the aspects the caller sees, each part from `partOf`. */
export function toSummaryResponse(
  signedIn: boolean,
  partOf: (aspect: Aspect) => AspectSummary,
): SummaryResponse {
  const fields = visibleAspects(signedIn).flatMap((aspect) => {
    const part = partOf(aspect);
    return [
      [`summary_${aspect}`, part.summary],
      [`themes_${aspect}`, part.themes],
      [`details_${aspect}`, part.details],
    ];
  });
  // Every public aspect is always among the visible ones, so the required fields are present.
  return Object.fromEntries(fields) as SummaryResponse;
}
