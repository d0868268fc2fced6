// The extra questions' columns of the feedback table and their API fields. SQLite keeps the
// answer to "would you recommend it?" as 0 or 1, PostgreSQL as a boolean.
import type { Feedback, ParsedNewFeedback } from '@module-feedback/shared/contracts';
import type { Selectable, Updateable } from 'kysely';
import type { FeedbackTable } from '../db/schema';
import { readFlag } from '../db/values';

type ExtraQuestionFields = Required<Pick<Feedback, 'hoursPerWeek' | 'wouldRecommend'>>;

/** The stored columns of the extra questions' answers. */
export function toExtraQuestionColumns(
  payload: Pick<ParsedNewFeedback, 'hoursPerWeek' | 'wouldRecommend'>,
): Required<Pick<Updateable<FeedbackTable>, 'hours_per_week' | 'would_recommend'>> {
  return {
    hours_per_week: payload.hoursPerWeek,
    would_recommend: payload.wouldRecommend === null ? null : payload.wouldRecommend ? 1 : 0,
  };
}

/** The answers as the API sends them to the entry's author and to staff. */
export function toExtraQuestionFields(
  row: Pick<Selectable<FeedbackTable>, 'hours_per_week' | 'would_recommend'>,
): ExtraQuestionFields {
  return {
    hoursPerWeek: row.hours_per_week,
    wouldRecommend: row.would_recommend === null ? null : readFlag(row.would_recommend),
  };
}
