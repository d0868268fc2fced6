// One side of an aspect's summary ('What students liked' or 'What could be better'): quoted
// points, each with how many students made it and a button that shows their reviews.
import type { SummaryPoint } from '@module-feedback/shared';
import { useId } from 'react';
import { FilterButton } from './FilterButton';
import { studentsText } from './students-text';

interface SummaryPointsProps {
  heading: string;
  icon: string;
  points: readonly SummaryPoint[];
  /** Tells this side's filters from the other side's. */
  side: string;
  reviewsListId: string;
}

export function SummaryPoints({ heading, icon, points, side, reviewsListId }: SummaryPointsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h5 id={headingId} style={{ fontSize: '0.95rem', margin: '0 0 0.4rem' }}>
        <i className={icon} aria-hidden="true" style={{ marginRight: '0.4rem' }} />
        {heading}
      </h5>
      {points.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>Nothing yet.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {points.map((point) => (
            <li key={point.quote} style={{ marginBottom: '0.4rem' }}>
              <span>“{point.quote}”</span>{' '}
              <FilterButton
                filter={{
                  key: `${side}:${point.quote}`,
                  description: `make the point “${point.quote}”`,
                  feedbackIds: point.feedbackIds,
                  matches: point.matches,
                }}
                label={studentsText(point.count)}
                hint="show their reviews"
                controls={reviewsListId}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
