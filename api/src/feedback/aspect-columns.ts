// The feedback table's rating and text column of each aspect (and when staff hid the text), and the moves between those
// columns and the API's fields (named in the shared contracts). Storing, listing and
// summarising feedback all go through these.
import {
  ASPECTS,
  ASPECT_FIELDS,
  type Aspect,
  type AspectFieldName,
  type AspectFieldValues,
  type Feedback,
  visibleAspects,
} from '@module-feedback/shared/contracts';
import type { FeedbackTable } from '../db/schema';

export const ASPECT_COLUMNS = {
  material: {
    rating: 'material_rating',
    text: 'material_feedback',
    textHiddenAt: 'material_feedback_hidden_at',
  },
  assessment: {
    rating: 'assessment_rating',
    text: 'assessment_feedback',
    textHiddenAt: 'assessment_feedback_hidden_at',
  },
  lecturer: {
    rating: 'lecturer_rating',
    text: 'lecturer_feedback',
    textHiddenAt: 'lecturer_feedback_hidden_at',
  },
} as const satisfies Record<
  Aspect,
  { rating: keyof FeedbackTable; text: keyof FeedbackTable; textHiddenAt: keyof FeedbackTable }
>;

/** Every aspect's rating and text, as stored. */
export type AspectColumnValues = Pick<
  FeedbackTable,
  (typeof ASPECT_COLUMNS)[Aspect]['rating' | 'text']
>;

/** The stored columns of a new feedback's ratings and texts. */
export function toAspectColumns(payload: AspectFieldValues): AspectColumnValues {
  const columns = ASPECTS.flatMap((aspect) => [
    [ASPECT_COLUMNS[aspect].rating, payload[ASPECT_FIELDS[aspect].rating]],
    [ASPECT_COLUMNS[aspect].text, payload[ASPECT_FIELDS[aspect].text]],
  ]);
  // Each aspect contributes its two columns, so every column of the type is present.
  return Object.fromEntries(columns) as AspectColumnValues;
}

/** The API fields of the ratings and texts the caller may see (lecturer ones: signed in only). */
export function toAspectFields(row: AspectColumnValues, signedIn: true): AspectFieldValues;
export function toAspectFields(
  row: AspectColumnValues,
  signedIn: boolean,
): Pick<Feedback, AspectFieldName>;
export function toAspectFields(
  row: AspectColumnValues,
  signedIn: boolean,
): Pick<Feedback, AspectFieldName> {
  const fields = visibleAspects(signedIn).flatMap((aspect) => [
    [ASPECT_FIELDS[aspect].rating, row[ASPECT_COLUMNS[aspect].rating]],
    [ASPECT_FIELDS[aspect].text, row[ASPECT_COLUMNS[aspect].text]],
  ]);
  // The public aspects are always visible, and Feedback has only the others as optional.
  return Object.fromEntries(fields) as Pick<Feedback, AspectFieldName>;
}
