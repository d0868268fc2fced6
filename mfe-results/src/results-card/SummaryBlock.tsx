import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import type { AspectSummary, ServerData } from '@module-feedback/shared';
import { SummaryPoints } from './SummaryPoints';
import { ThemeFilters } from './ThemeFilters';

interface SummaryBlockProps {
  state: ServerData<unknown>['status'];
  summary: AspectSummary;
  /** The id of the aspect's list of reviews, which the points and themes filter. */
  reviewsListId: string;
  /** Shown instead of the summary when it failed to load (the rest of the card still works). */
  failure: ReactNode;
}

/**
 * The automatic summary of one aspect: a one-line verdict, representative sentences, what
 * students liked and what could be better, and the themes they raised.
 */
export function SummaryBlock({ state, summary, reviewsListId, failure }: SummaryBlockProps) {
  if (state === 'loading') {
    return (
      <div role="status" aria-label="Loading summary">
        <Skeleton width="100%" className="mr-skeleton-line" />
        <Skeleton width="75%" />
      </div>
    );
  }
  if (state === 'failed') return failure;
  const { summary: text, themes, details } = summary;
  if (!text.trim()) {
    return <p className="mr-plain">No summary yet: there are no written reviews for this year.</p>;
  }
  return (
    <>
      {details.overall && <p className="mr-summary__overall">{details.overall}</p>}
      <p className="mr-summary__text">{text}</p>
      <div className="mr-summary__sides">
        <SummaryPoints
          heading="What students liked"
          icon="pi pi-thumbs-up"
          points={details.liked}
          side="liked"
          reviewsListId={reviewsListId}
        />
        <SummaryPoints
          heading="What could be better"
          icon="pi pi-wrench"
          points={details.couldBeBetter}
          side="could-be-better"
          reviewsListId={reviewsListId}
        />
      </div>
      {themes.length > 0 && <ThemeFilters themes={themes} reviewsListId={reviewsListId} />}
    </>
  );
}
