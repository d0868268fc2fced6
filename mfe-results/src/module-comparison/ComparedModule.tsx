// One module of a comparison, as a column: its name, then each aspect in the same order as
// the other columns, then its ratings across years. It loads the module's feedback and the
// year's summary, as the module's own results page does.
import {
  aspectTrend,
  aspectSummaryOf,
  AppLink,
  EMPTY_ASPECT_SUMMARY,
  LoadFailure,
  Loading,
  moduleLabel,
  moduleResultsPath,
  useServerData,
  type Aspect,
  type Module,
  feedbackApi,
} from '@module-feedback/shared';
import { useCallback, useId, useMemo, type CSSProperties } from 'react';
import { AspectTrendChart } from '../charts/AspectTrendChart';
import { aspectResults } from '../results-card/aspect-results';
import { useCurrentSummary } from '../results-card/use-current-summary';
import { NO_RESPONSES } from '../overview/ResultsOverview';
import { ComparedAspect } from './ComparedAspect';
import { WithheldNotice } from '../publication/WithheldNotice';

interface ComparedModuleProps {
  module: Module;
  year: number;
  aspects: readonly Aspect[];
}

const responsesText = (count: number) =>
  count === 0 ? NO_RESPONSES : `${count} ${count === 1 ? 'response' : 'responses'}`;

export function ComparedModule({ module, year, aspects }: ComparedModuleProps) {
  const { code } = module;
  const titleId = useId();
  const feedback = useServerData(useCallback(() => feedbackApi.ofModule(code), [code]));
  const summary = useCurrentSummary(code, year);
  const everyYear = feedback.status === 'ready' ? feedback.data : null;
  const ofYear = useMemo(
    () => (everyYear ?? []).filter((entry) => entry.academicYear.year === year),
    [everyYear, year],
  );
  // Kept between renders: a chart redraws whenever its ratings are a new array.
  const perAspect = useMemo(
    () => aspects.map((aspect) => ({ aspect, results: aspectResults(ofYear, aspect) })),
    [ofYear, aspects],
  );
  const trend = useMemo(() => aspectTrend(everyYear ?? [], aspects), [everyYear, aspects]);
  const withheld = summary.status === 'ready' ? summary.data.withheld : undefined;
  // The column's rows line up with the other columns': the name, each aspect, the trend.
  const rows = { '--mr-compared-rows': aspects.length + 2 } as CSSProperties;

  return (
    <section className="mr-compared" aria-labelledby={titleId} style={rows}>
      <header className="mr-compared__header">
        <h3 id={titleId} className="mr-compared__title">
          {moduleLabel(module)}
        </h3>
        {withheld ? (
          <WithheldNotice withheld={withheld} />
        ) : (
          everyYear && <p className="mr-plain mr-secondary">{responsesText(ofYear.length)}</p>
        )}
        <AppLink to={moduleResultsPath(code, year)}>All results and reviews of {code}</AppLink>
        {feedback.status === 'loading' && <Loading what={`the feedback for ${code}`} />}
        {feedback.status === 'failed' && (
          <LoadFailure
            what={`the feedback for ${code}`}
            reason={feedback.reason}
            onRetry={feedback.retry}
          />
        )}
        {summary.status === 'failed' && (
          <LoadFailure
            what={`the summary of ${code}`}
            reason={summary.reason}
            onRetry={summary.retry}
          />
        )}
      </header>
      {everyYear && !withheld && (
        <>
          {perAspect.map(({ aspect, results }) => (
            <ComparedAspect
              key={aspect}
              aspect={aspect}
              code={code}
              results={results}
              summary={
                summary.status === 'ready'
                  ? aspectSummaryOf(summary.data, aspect)
                  : EMPTY_ASPECT_SUMMARY
              }
              summaryState={summary.status}
            />
          ))}
          <AspectTrendChart trend={trend} headingLevel={4} />
        </>
      )}
    </section>
  );
}
