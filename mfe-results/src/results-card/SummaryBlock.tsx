import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import {
  SUMMARY_TEXTS,
  VERDICT_SUBJECTS,
  verdictLine,
  type Aspect,
  type AspectSummary,
  type ServerData,
} from '@module-feedback/shared';
import { SummaryPoints } from './SummaryPoints';
import { ThemeFilters } from './ThemeFilters';

interface SummaryBlockProps {
  aspect: Aspect;
  state: ServerData<unknown>['status'];
  summary: AspectSummary;
  /** It lacks the newest feedback, and a current one is on its way. */
  updating?: boolean;
  /** The id of the aspect's list of reviews, which the points and themes filter. */
  reviewsListId: string;
  /** Shown instead of the summary when it failed to load (the rest of the card still works). */
  failure: ReactNode;
}

/**
 * The automatic summary of one aspect: a one-line verdict, representative sentences, what
 * students liked and what could be better, and the themes they raised.
 */
export function SummaryBlock({
  aspect,
  state,
  summary,
  updating = false,
  reviewsListId,
  failure,
}: SummaryBlockProps) {
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
  const notice = updating && (
    <p className="mr-summary__updating" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {SUMMARY_TEXTS.updating}
    </p>
  );
  if (!text.trim()) {
    return (
      <>
        {notice}
        <p className="mr-plain">No summary yet: there are no written reviews for this year.</p>
      </>
    );
  }
  // Written here from the counts, in the words of every other verdict.
  const verdict = verdictLine(
    details,
    VERDICT_SUBJECTS[aspect],
    details.couldBeBetter[0]?.quote ?? null,
  );
  return (
    <>
      {notice}
      {verdict && <p className="mr-summary__verdict">{verdict}</p>}
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
