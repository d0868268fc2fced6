import { formatAverage, ratingsAndCommentsText, type Aspect } from '@module-feedback/shared';
import type { ReactNode } from 'react';
import { RatingDistributionChart } from '../charts/RatingDistributionChart';
import type { AspectResults } from './aspect-results';
import { FeedbackTexts } from './FeedbackTexts';
import { reviewsListId, ReviewsViewProvider, type TextFilter } from './reviews-view';

interface AspectSectionProps {
  aspect: Aspect;
  results: AspectResults;
  /** The aspect's automatic summary, loaded separately from the feedback. */
  summary: ReactNode;
  /** The themes and points of that summary the reviews can be narrowed to. */
  filters: readonly TextFilter[];
}

/** One accordion section: average, summary, rating distribution and the written reviews. */
export function AspectSection({ aspect, results, summary, filters }: AspectSectionProps) {
  const { average, ratingCount, ratings, texts, ratedWithText, textsWithoutRating } = results;
  const counts = ratingsAndCommentsText(ratingCount, ratedWithText, textsWithoutRating);
  const headingId = (part: string) => `results-${aspect}-${part}`;
  return (
    <ReviewsViewProvider aspect={aspect} filters={filters}>
      <div className="mr-aspect">
        <p className="mr-aspect__average">
          <strong>Average rating: </strong>
          <span data-testid={`${aspect}-average`}>{formatAverage(average)}</span>
          {counts && <span className="mr-aspect__count"> ({counts})</span>}
        </p>

        <h4 id={headingId('summary')}>Summary</h4>
        {/* A group, not a region: every aspect has one, and landmarks' names must differ. */}
        <div role="group" aria-labelledby={headingId('summary')}>
          {summary}
        </div>

        {ratingCount > 0 && (
          <>
            <h4>Rating distribution</h4>
            <RatingDistributionChart aspect={aspect} ratings={ratings} />
          </>
        )}

        <h4 id={headingId('reviews')}>What students wrote</h4>
        <FeedbackTexts
          aspect={aspect}
          texts={texts}
          labelledBy={headingId('reviews')}
          id={reviewsListId(aspect)}
        />
      </div>
    </ReviewsViewProvider>
  );
}
