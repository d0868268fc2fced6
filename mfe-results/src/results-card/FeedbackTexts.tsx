// The numbered written reviews of one aspect, each with its entry's rating, date, whether it was
// edited, and how many students found it helpful. The reader may sort them, narrow them to a
// rating band, and to the texts a summary's theme or point stands for (each keeps its number,
// and the matching words are highlighted). A live region tells screen reader users what the
// list now shows; long lists come a page at a time.
import { formatDate, MESSAGES, type Aspect } from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ReportButton } from '../report/ReportButton';
import type { WrittenReview } from './aspect-results';
import { Highlighted, matcherOf } from './Highlighted';
import { HelpfulButton } from './HelpfulButton';
import { inBand, RATING_BANDS, sortReviews } from './review-order';
import { ReviewControls } from './ReviewControls';
import { useReviewsView } from './reviews-view';
import { useReviewPages } from './use-review-pages';
import './reviews.css';

interface FeedbackTextsProps {
  aspect: Aspect;
  texts: readonly WrittenReview[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The id the summary's filters point to (aria-controls). */
  id: string;
}

const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

export function FeedbackTexts({ aspect, texts, labelledBy, id }: FeedbackTextsProps) {
  const { view, filter, change } = useReviewsView();
  const numbered = useMemo(() => texts.map((review, i) => ({ ...review, number: i + 1 })), [texts]);
  const shown = useMemo(() => {
    const ids = filter ? new Set(filter.feedbackIds) : null;
    const kept = numbered.filter(
      (review) =>
        (ids === null || ids.has(review.id)) && (view.band === null || inBand(review, view.band)),
    );
    return sortReviews(kept, view.sort);
  }, [numbered, filter, view.band, view.sort]);
  const matcher = useMemo(() => (filter ? matcherOf(filter.matches) : undefined), [filter]);
  const pages = useReviewPages(shown.length, `${view.sort}|${view.band}|${filter?.key}`);
  // After 'Show more reviews' the keyboard goes on at the first review it added (the button
  // itself is gone after the last page).
  const list = useRef<HTMLOListElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);

  if (texts.length === 0) return <p className="mr-plain">{MESSAGES.noFeedbackAvailable}</p>;
  const narrowedBy = [
    filter && `those that ${filter.description}`,
    view.band && `rated ${RATING_BANDS[view.band].label}`,
  ].filter(Boolean);
  return (
    <div id={id}>
      <ReviewControls />
      <div
        role="status"
        className={
          narrowedBy.length > 0 ? 'mr-filter-status mr-filter-status--filtered' : 'mr-filter-status'
        }
      >
        {narrowedBy.length > 0 && (
          <>
            <span>
              Showing {shown.length} of {reviewsText(texts.length)}: {narrowedBy.join(', ')}.
            </span>
            <Button
              type="button"
              label="Show all reviews"
              icon="pi pi-times"
              size="small"
              severity="secondary"
              outlined
              onClick={() => change({ band: null, about: null })}
            />
          </>
        )}
      </div>
      <ol ref={list} aria-labelledby={labelledBy} className="mr-reviews">
        {shown.slice(0, pages.shown).map((review) => (
          <li key={review.id} value={review.number} className="mr-reviews__item" tabIndex={-1}>
            <p className="mr-review__text">
              <Highlighted text={review.text} matcher={matcher} />
            </p>
            <p className="mr-review__facts">
              <span>{review.rating === null ? 'Not rated' : `Rated ${review.rating} / 5`}</span>
              <span>{formatDate(review.submitDate)}</span>
              {review.edited && <span>edited</span>}
            </p>
            <div className="mr-review__actions">
              <HelpfulButton
                feedbackId={review.id}
                aspect={aspect}
                listedCount={review.helpful}
                number={review.number}
              />
              <ReportButton review={review} />
            </div>
          </li>
        ))}
      </ol>
      {pages.shown < shown.length && (
        <div ref={pages.end} className="mr-reviews__more">
          <Button
            type="button"
            label={`Show more reviews (${pages.shown} of ${shown.length} shown)`}
            size="small"
            severity="secondary"
            outlined
            onClick={() => {
              setFocusAt(pages.shown);
              pages.more();
            }}
          />
        </div>
      )}
    </div>
  );
}
