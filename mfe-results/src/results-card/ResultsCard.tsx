import {
  formatAcademicYear,
  type Aspect,
  type Feedback,
  type Module,
  type SummaryResponse,
} from '@module-feedback/shared';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Card } from 'primereact/card';
import { useMemo } from 'react';
import { ASPECT_LABELS, summaryOf } from '../aspects/aspect-fields';
import { LoadFailure } from '../remote-data/LoadFailure';
import type { RemoteData } from '../remote-data/use-remote-data';
import { AspectSection } from './AspectSection';
import { aspectResults } from './aspect-results';
import { SummaryBlock } from './SummaryBlock';

interface ResultsCardProps {
  module: Module;
  year: number;
  /** The module's feedback of every year; the card shows `year`'s. */
  feedback: readonly Feedback[];
  summary: RemoteData<SummaryResponse>;
  aspects: readonly Aspect[];
}

const NO_SUMMARY = { text: '', themes: [] };

/** The module's results for one academic year, one accordion section per aspect. */
export function ResultsCard({ module, year, feedback, summary, aspects }: ResultsCardProps) {
  const perAspect = useMemo(() => {
    const ofYear = feedback.filter((entry) => entry.academicYear.year === year);
    return aspects.map((aspect) => ({ aspect, results: aspectResults(ofYear, aspect) }));
  }, [feedback, year, aspects]);

  return (
    <Card
      title={`${module.code} — ${module.title}`}
      subTitle={`Results for ${formatAcademicYear(year)}`}
    >
      {/* All sections start open: students came to read them. */}
      {/* Without onTabChange, activeIndex is only the initial state. */}
      <Accordion multiple activeIndex={aspects.map((_, index) => index)}>
        {perAspect.map(({ aspect, results }) => {
          const aspectSummary =
            summary.status === 'ready' ? summaryOf(summary.data, aspect) : NO_SUMMARY;
          return (
            <AccordionTab key={aspect} header={ASPECT_LABELS[aspect]}>
              <AspectSection
                aspect={aspect}
                results={results}
                summary={
                  <SummaryBlock
                    state={summary.status}
                    text={aspectSummary.text}
                    themes={aspectSummary.themes}
                    failure={<LoadFailure what="the summary" onRetry={summary.retry} />}
                  />
                }
              />
            </AccordionTab>
          );
        })}
      </Accordion>
    </Card>
  );
}
