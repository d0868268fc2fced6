// One side of a compared aspect's summary: its first few points, quoted, each with how many
// students made it. The module's own results page has the rest and the reviews behind them.
import type { SummaryPoint } from '@module-feedback/shared';
import { PointsGroup } from '../results-card/PointsGroup';
import { studentsText } from '../results-card/students-text';

/** Enough to compare modules by; more would push the next aspect out of line. */
export const TOP_POINTS = 3;

interface TopPointsProps {
  heading: string;
  icon: string;
  points: readonly SummaryPoint[];
}

export function TopPoints({ heading, icon, points }: TopPointsProps) {
  return (
    <PointsGroup
      heading={heading}
      icon={icon}
      points={points.slice(0, TOP_POINTS)}
      countOf={(point) => <span className="mr-secondary">({studentsText(point.count)})</span>}
    />
  );
}
