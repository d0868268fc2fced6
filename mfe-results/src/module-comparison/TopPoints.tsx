// One side of a compared aspect's summary: its first few points, quoted, each with how many
// students made it. The module's own results page has the rest and the reviews behind them.
import type { SummaryPoint } from '@module-feedback/shared';
import { useId } from 'react';
import { studentsText } from '../results-card/students-text';

/** Enough to compare modules by; more would push the next aspect out of line. */
export const TOP_POINTS = 3;

interface TopPointsProps {
  heading: string;
  icon: string;
  points: readonly SummaryPoint[];
}

export function TopPoints({ heading, icon, points }: TopPointsProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <h5 id={headingId} className="mr-summary__heading">
        <i className={`${icon} mr-summary__icon`} aria-hidden="true" />
        {heading}
      </h5>
      {points.length === 0 ? (
        <p className="mr-plain mr-secondary">Nothing yet.</p>
      ) : (
        <ul className="mr-points">
          {points.slice(0, TOP_POINTS).map((point) => (
            <li key={point.quote} className="mr-points__item">
              “{point.quote}” <span className="mr-secondary">({studentsText(point.count)})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
