// One aspect of one compared module: its average, how the ratings spread, and the points
// students praised most and their main concerns, from the year's summary.
import {
  ASPECT_LABELS,
  formatAverage,
  ratingsAndCommentsText,
  type Aspect,
  type AspectSummary,
  type ServerData,
} from '@module-feedback/shared';
import { Skeleton } from 'primereact/skeleton';
import { useId } from 'react';
import { RatingDistributionChart } from '../charts/RatingDistributionChart';
import type { AspectResults } from '../results-card/aspect-results';
import { TopPoints } from './TopPoints';

interface ComparedAspectProps {
  aspect: Aspect;
  /** The module's code, repeated by the aspect's name where the columns follow one another. */
  code: string;
  results: AspectResults;
  summary: AspectSummary;
  /** Where the module's summary is; a failure is told once for the whole module. */
  summaryState: ServerData<unknown>['status'];
}

export function ComparedAspect({
  aspect,
  code,
  results,
  summary,
  summaryState,
}: ComparedAspectProps) {
  const headingId = useId();
  const { average, ratingCount, ratings, ratedWithText, textsWithoutRating } = results;
  const counts = ratingsAndCommentsText(ratingCount, ratedWithText, textsWithoutRating);
  return (
    // A group, not a region: every compared module has one per aspect.
    <div role="group" aria-labelledby={headingId} className="mr-compared__aspect">
      <h4 id={headingId}>
        {ASPECT_LABELS[aspect]} <span className="mr-compared__code">· {code}</span>
      </h4>
      <p className="mr-plain">
        <strong>Average rating: </strong>
        {formatAverage(average)}
        {counts && <span className="mr-secondary"> ({counts})</span>}
      </p>
      {/* Without ratings, the average already says so. */}
      {ratingCount > 0 && (
        <>
          <h5 className="mr-summary__heading">Rating distribution</h5>
          <RatingDistributionChart aspect={aspect} ratings={ratings} />
        </>
      )}
      {summaryState === 'loading' && (
        <div role="status" aria-label="Loading summary">
          <Skeleton width="100%" className="mr-skeleton-line" />
          <Skeleton width="75%" />
        </div>
      )}
      {summaryState === 'ready' && (
        <>
          <TopPoints
            heading="What students liked"
            icon="pi pi-thumbs-up"
            points={summary.details.liked}
          />
          <TopPoints
            heading="What could be better"
            icon="pi pi-wrench"
            points={summary.details.couldBeBetter}
          />
        </>
      )}
    </div>
  );
}
