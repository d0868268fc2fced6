// One side of an aspect's summary ('What students liked' or 'What could be better'): quoted
// points, each with how many students made it and a button that shows their reviews.
import type { SummaryPoint } from '@module-feedback/shared';
import { useId } from 'react';
import { FilterButton } from './FilterButton';
import { studentsText } from './students-text';
import { pointFilter, type PointSide } from './summary-filters';

interface SummaryPointsProps {
  heading: string;
  icon: string;
  points: readonly SummaryPoint[];
  /** Tells this side's filters from the other side's. */
  side: PointSide;
  reviewsListId: string;
}

export function SummaryPoints({ heading, icon, points, side, reviewsListId }: SummaryPointsProps) {
  const headingId = useId();
  return (
    // A group, not a region: every aspect has one, and landmarks' names must differ.
    <div role="group" aria-labelledby={headingId}>
      <h5 id={headingId} className="mr-summary__heading">
        <i className={`${icon} mr-summary__icon`} aria-hidden="true" />
        {heading}
      </h5>
      {points.length === 0 ? (
        <p className="mr-plain mr-secondary">Nothing yet.</p>
      ) : (
        <ul className="mr-points">
          {points.map((point) => (
            <li key={point.quote} className="mr-points__item">
              <span>“{point.quote}”</span>{' '}
              <FilterButton
                filter={pointFilter(side, point)}
                label={studentsText(point.count)}
                hint="show their reviews"
                controls={reviewsListId}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
