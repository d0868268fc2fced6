// One aspect on the module report: its average, how its ratings spread, its summary and every
// text students wrote about it.
import {
  ASPECT_LABELS,
  formatAverage,
  MODULE_REPORT_TEXTS,
  ratingsAndCommentsText,
  type ModuleReportAspect,
} from '@module-feedback/shared';
import { useId } from 'react';
import { RatingDistributionChart } from '../charts/RatingDistributionChart';
import { ReportSummary } from './ReportSummary';

export function ReportAspect({ part }: { part: ModuleReportAspect }) {
  const { aspect, average, ratings, ratedWithText, textsWithoutRating, summary, texts } = part;
  const titleId = useId();
  const counts = ratingsAndCommentsText(ratings.length, ratedWithText, textsWithoutRating);
  return (
    <section className="mr-module-report__aspect" aria-labelledby={titleId}>
      <h2 id={titleId}>{ASPECT_LABELS[aspect]}</h2>
      <p>
        <strong>Average rating: </strong>
        <span data-testid={`module-report-${aspect}-average`}>{formatAverage(average)}</span>
        {counts && <span className="mr-secondary"> ({counts})</span>}
      </p>
      {ratings.length > 0 && (
        <div className="mr-module-report__chart">
          <h3>{MODULE_REPORT_TEXTS.distribution}</h3>
          <RatingDistributionChart aspect={aspect} ratings={ratings} />
        </div>
      )}
      <h3>{MODULE_REPORT_TEXTS.summary}</h3>
      <ReportSummary aspect={aspect} summary={summary} />
      <h3>{MODULE_REPORT_TEXTS.texts}</h3>
      {texts.length === 0 ? (
        <p className="mr-plain">{MODULE_REPORT_TEXTS.noTexts}</p>
      ) : (
        <ul className="mr-module-report__texts">
          {texts.map((text, index) => (
            <li key={index}>{`“${text}”`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
