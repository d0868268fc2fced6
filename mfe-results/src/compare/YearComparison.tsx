// Two academic years of the module side by side: the shown year and one the student picks
// (by default the closest earlier year with feedback).
import { useState } from 'react';
import {
  ASPECT_LABELS,
  AcademicYearSelect,
  formatAcademicYear,
  type Aspect,
  type Feedback,
} from '@module-feedback/shared';
import {
  comparableYears,
  defaultComparison,
  yearFigures,
  type YearFigures,
} from './year-comparison';
import './compare.css';

export const NOTHING_TO_COMPARE = 'No other academic year has feedback to compare with.';

interface YearComparisonProps {
  feedback: readonly Feedback[];
  year: number;
  aspects: readonly Aspect[];
}

function AspectCell({ figures, aspect }: { figures: YearFigures; aspect: Aspect }) {
  const shown = figures.aspects[aspect]!;
  return (
    <td>
      <strong>{shown.average}</strong>{' '}
      <span className="mr-compare__count">
        ({shown.ratingCount} {shown.ratingCount === 1 ? 'rating' : 'ratings'})
      </span>
      {shown.ratingCount > 0 && (
        <ul className="mr-compare__spread" aria-label="Ratings per mark">
          {shown.buckets.map((bucket) => (
            <li key={bucket.label}>
              {bucket.label}: {bucket.count}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

export function YearComparison({ feedback, year, aspects }: YearComparisonProps) {
  const candidates = comparableYears(feedback, year);
  const [picked, setPicked] = useState<number>();
  const other =
    picked !== undefined && candidates.some((candidate) => candidate.year === picked)
      ? picked
      : defaultComparison(candidates, year);
  const shown = formatAcademicYear(year);

  return (
    <section className="mr-compare" aria-labelledby="compare-heading">
      <h2 id="compare-heading">Compare academic years</h2>
      {other === undefined ? (
        <p>{NOTHING_TO_COMPARE}</p>
      ) : (
        <>
          <div className="mr-field">
            <label htmlFor="compare-year">Compare {shown} with</label>
            <AcademicYearSelect
              id="compare-year"
              years={candidates}
              value={candidates.find((candidate) => candidate.year === other)?.id ?? null}
              onChange={(chosen) => setPicked(chosen.year)}
            />
          </div>
          <div className="mr-compare__scroll">
            <table className="mr-compare__table">
              <caption>
                {shown} and {formatAcademicYear(other)} side by side
              </caption>
              <thead>
                <tr>
                  <th scope="col">Aspect</th>
                  <th scope="col">{shown}</th>
                  <th scope="col">{formatAcademicYear(other)}</th>
                </tr>
              </thead>
              <tbody>
                <ComparisonRows
                  figures={[
                    yearFigures(feedback, year, aspects),
                    yearFigures(feedback, other, aspects),
                  ]}
                  aspects={aspects}
                />
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function ComparisonRows({
  figures,
  aspects,
}: {
  figures: [YearFigures, YearFigures];
  aspects: readonly Aspect[];
}) {
  return (
    <>
      <tr>
        <th scope="row">Responses</th>
        {figures.map((of, index) => (
          <td key={index}>{of.responses}</td>
        ))}
      </tr>
      {aspects.map((aspect) => (
        <tr key={aspect}>
          <th scope="row">{ASPECT_LABELS[aspect]} average</th>
          {figures.map((of, index) => (
            <AspectCell key={index} figures={of} aspect={aspect} />
          ))}
        </tr>
      ))}
    </>
  );
}
