// The numbered written reviews of one aspect, narrowed to the texts a theme or point stands for
// when one is chosen (each keeps its number), with the matching words highlighted. A live region
// tells screen reader users what the list now shows.
import { MESSAGES } from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { ReportButton } from '../report/ReportButton';
import type { WrittenReview } from './aspect-results';
import { Highlighted, matcherOf } from './Highlighted';
import { useTextFilter } from './text-filter';
import { useIncrementalCount } from './use-incremental-count';

interface FeedbackTextsProps {
  texts: readonly WrittenReview[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The id the summary's filters point to (aria-controls). */
  id: string;
}

const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

export function FeedbackTexts({ texts, labelledBy, id }: FeedbackTextsProps) {
  const { filter, clear } = useTextFilter();
  const numbered = useMemo(() => texts.map((review, i) => ({ ...review, number: i + 1 })), [texts]);
  const shown = useMemo(() => {
    if (!filter) return numbered;
    const ids = new Set(filter.feedbackIds);
    return numbered.filter((review) => ids.has(review.id));
  }, [numbered, filter]);
  const matcher = useMemo(() => (filter ? matcherOf(filter.matches) : undefined), [filter]);
  const rendered = useIncrementalCount(shown.length);

  if (texts.length === 0) return <p className="mr-plain">{MESSAGES.noFeedbackAvailable}</p>;
  return (
    <div id={id}>
      <div
        role="status"
        className={filter ? 'mr-filter-status mr-filter-status--filtered' : 'mr-filter-status'}
      >
        {filter && (
          <>
            <span>
              Showing {shown.length} of {reviewsText(texts.length)}: those that {filter.description}
              .
            </span>
            <Button
              type="button"
              label="Show all reviews"
              icon="pi pi-times"
              size="small"
              severity="secondary"
              outlined
              onClick={clear}
            />
          </>
        )}
      </div>
      <ol aria-labelledby={labelledBy} className="mr-reviews">
        {shown.slice(0, rendered).map((review) => (
          <li key={review.id} value={review.number} className="mr-reviews__item">
            <Highlighted text={review.text} matcher={matcher} />
            <ReportButton review={review} />
          </li>
        ))}
      </ol>
    </div>
  );
}
