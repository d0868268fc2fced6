// What the API says about one aspect of a module's year, built from the summarizer's result:
// positions in the list of texts become the ids of the feedback entries they belong to.
import type { AspectSummary, SummaryMentions } from '@module-feedback/shared/contracts';
import type { Summary } from '../summarizer/summarizer';

/** `ids[i]` is the id of the feedback entry whose text was `texts[i]` when summarised. */
export function toAspectSummary(made: Summary, ids: readonly number[]): AspectSummary {
  const mentions = (found: { count: number; texts: number[]; matches: string[] }) =>
    ({
      count: found.count,
      feedbackIds: found.texts.map((position) => ids[position]!),
      matches: found.matches,
    }) satisfies SummaryMentions;
  return {
    summary: made.summary,
    themes: made.themes.map((theme) => ({ label: theme.label, ...mentions(theme) })),
    details: {
      overall: made.verdict,
      liked: made.liked.map((point) => ({ quote: point.quote, ...mentions(point) })),
      couldBeBetter: made.couldBeBetter.map((point) => ({
        quote: point.quote,
        ...mentions(point),
      })),
      ...made.stances,
    },
  };
}
