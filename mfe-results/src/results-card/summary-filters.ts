// The text filters an aspect's summary offers: one per theme and one per point on either side.
// The buttons show them, and the list finds the one the address names among them.
import type { AspectSummary, SummaryPoint, SummaryTheme } from '@module-feedback/shared';
import type { TextFilter } from './reviews-view';

/** The two sides of a summary's points, as their filters' keys name them. */
export type PointSide = 'liked' | 'could-be-better';

export const themeFilter = (theme: SummaryTheme): TextFilter => ({
  key: `theme:${theme.label}`,
  description: `mention “${theme.label}”`,
  feedbackIds: theme.feedbackIds,
  matches: theme.matches,
});

export const pointFilter = (side: PointSide, point: SummaryPoint): TextFilter => ({
  key: `${side}:${point.quote}`,
  description: `make the point “${point.quote}”`,
  feedbackIds: point.feedbackIds,
  matches: point.matches,
});

export function summaryFilters(summary: AspectSummary): TextFilter[] {
  return [
    ...summary.themes.map(themeFilter),
    ...summary.details.liked.map((point) => pointFilter('liked', point)),
    ...summary.details.couldBeBetter.map((point) => pointFilter('could-be-better', point)),
  ];
}
