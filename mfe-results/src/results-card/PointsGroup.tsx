// One side of an aspect's summary ('What students liked' or 'What could be better') as a named
// group of quoted points; the caller says what follows each quote.
import { MODULE_REPORT_TEXTS, type SummaryPoint } from '@module-feedback/shared';
import { useId, type ReactNode } from 'react';

interface PointsGroupProps {
  heading: string;
  icon: string;
  points: readonly SummaryPoint[];
  /** What follows a point's quote: how many students made it, as text or as a button. */
  countOf: (point: SummaryPoint) => ReactNode;
  /** Level 5 under an aspect's level-4 "Summary"; level 4 on the module report's sheet. */
  headingLevel?: 4 | 5;
}

export function PointsGroup({
  heading,
  icon,
  points,
  countOf,
  headingLevel = 5,
}: PointsGroupProps) {
  const headingId = useId();
  const Heading = headingLevel === 5 ? 'h5' : 'h4';
  return (
    // A group, not a region: every aspect has one, and landmarks' names must differ.
    <div role="group" aria-labelledby={headingId}>
      <Heading id={headingId} className="mr-summary__heading">
        <i className={`${icon} mr-summary__icon`} aria-hidden="true" />
        {heading}
      </Heading>
      {points.length === 0 ? (
        <p className="mr-plain mr-secondary">{MODULE_REPORT_TEXTS.nothingYet}</p>
      ) : (
        <ul className="mr-points">
          {points.map((point) => (
            <li key={point.quote} className="mr-points__item">
              <span>“{point.quote}”</span> {countOf(point)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
