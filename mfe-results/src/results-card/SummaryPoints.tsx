// One side of an aspect's summary: quoted points, each with how many students made it as a
// button that shows their reviews.
import type { SummaryPoint } from '@module-feedback/shared';
import { FilterButton } from './FilterButton';
import { PointsGroup } from './PointsGroup';
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
  return (
    <PointsGroup
      heading={heading}
      icon={icon}
      points={points}
      countOf={(point) => (
        <FilterButton
          filter={pointFilter(side, point)}
          label={studentsText(point.count)}
          hint="show their reviews"
          controls={reviewsListId}
        />
      )}
    />
  );
}
