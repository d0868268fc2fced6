// The order and rating band of an aspect's list of reviews: the browser's own labelled
// <select>s, which keyboards and screen readers handle without help.
import { useId } from 'react';
import {
  RATING_BANDS,
  REVIEW_SORTS,
  isRatingBand,
  isReviewSort,
  type RatingBand,
  type ReviewSort,
} from './review-order';
import { useReviewsView } from './reviews-view';

const ALL_RATINGS = '';

export function ReviewControls() {
  const { view, change } = useReviewsView();
  const id = useId();
  return (
    <div className="mr-review-controls">
      <span className="mr-review-controls__field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          className="p-inputtext p-component"
          value={view.sort}
          onChange={(event) => {
            const sort = event.target.value;
            if (isReviewSort(sort)) change({ sort });
          }}
        >
          {(Object.keys(REVIEW_SORTS) as ReviewSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {REVIEW_SORTS[sort]}
            </option>
          ))}
        </select>
      </span>
      <span className="mr-review-controls__field">
        <label htmlFor={`${id}-rating`}>Ratings</label>
        <select
          id={`${id}-rating`}
          className="p-inputtext p-component"
          value={view.band ?? ALL_RATINGS}
          onChange={(event) => {
            const band = event.target.value;
            change({ band: isRatingBand(band) ? band : null });
          }}
        >
          <option value={ALL_RATINGS}>All ratings</option>
          {(Object.keys(RATING_BANDS) as RatingBand[]).map((band) => (
            <option key={band} value={band}>
              {RATING_BANDS[band].label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
