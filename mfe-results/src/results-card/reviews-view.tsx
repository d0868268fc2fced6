// How one aspect's list of reviews is set up: its order, its rating band, and which written
// reviews a summary's theme or point stands for. Clicking a theme or point narrows the numbered
// list to those texts and highlights the matching words; the same click again, or 'Show all
// reviews', lifts the filter. All of it lives in the address (see reviewsViewOf), so reload,
// Back and Forward bring it back. Shared by the summary (which sets the filter) and the list.
import { navigateTo, useAppLocation, type Aspect } from '@module-feedback/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { reviewsViewOf, reviewsViewPath, type ReviewsView } from '../deep-link/results-address';
import { DEFAULT_REVIEW_SORT } from './review-order';

export interface TextFilter {
  /** Tells filters apart: one per theme or point; the address names it. */
  key: string;
  /** What the texts have in common, for the list's status line: 'mention “lab sheets”'. */
  description: string;
  feedbackIds: readonly number[];
  /** Words to highlight in those texts (lower case). */
  matches: readonly string[];
}

interface ReviewsViewState {
  view: ReviewsView;
  /** The theme or point the list is narrowed to, once the summary offering it is there. */
  filter: TextFilter | null;
  toggle(filter: TextFilter): void;
  clear(): void;
  change(next: Partial<ReviewsView>): void;
}

const ReviewsViewContext = createContext<ReviewsViewState>({
  view: { sort: DEFAULT_REVIEW_SORT, band: null, about: null },
  filter: null,
  toggle: () => {},
  clear: () => {},
  change: () => {},
});

/** `filters` are those the aspect's summary offers (none while it loads). */
export function ReviewsViewProvider({
  aspect,
  filters,
  children,
}: {
  aspect: Aspect;
  filters: readonly TextFilter[];
  children: ReactNode;
}) {
  const location = useAppLocation();
  const href = location.href;
  const state = useMemo<ReviewsViewState>(() => {
    const here = new URL(href);
    const view = reviewsViewOf(here, aspect);
    const change = (next: Partial<ReviewsView>) =>
      navigateTo(reviewsViewPath(here, aspect, { ...view, ...next }));
    return {
      view,
      filter: filters.find((filter) => filter.key === view.about) ?? null,
      toggle: (next) => change({ about: view.about === next.key ? null : next.key }),
      clear: () => change({ about: null }),
      change,
    };
  }, [href, aspect, filters]);
  return <ReviewsViewContext.Provider value={state}>{children}</ReviewsViewContext.Provider>;
}

export const useReviewsView = () => useContext(ReviewsViewContext);

/** The id of an aspect's list of reviews, which the summary's filters control. */
export const reviewsListId = (aspect: string) => `results-${aspect}-reviews-list`;
