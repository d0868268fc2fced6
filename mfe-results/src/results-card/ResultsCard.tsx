import {
  ASPECT_LABELS,
  aspectSummaryOf,
  EMPTY_ASPECT_SUMMARY,
  formatAcademicYear,
  LoadFailure,
  moduleLabel,
  type Aspect,
  type Feedback,
  type Module,
  type ServerData,
  type SummaryResponse,
} from '@module-feedback/shared';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { useMemo, useState } from 'react';
import { ExtraQuestionFigures } from '../extra-questions/ExtraQuestionFigures';
import { AspectSection } from './AspectSection';
import { aspectResults } from './aspect-results';
import { SummaryBlock } from './SummaryBlock';
import { summaryFilters } from './summary-filters';
import { reviewsListId } from './reviews-view';
import { ModuleReplySection } from '../publication/ModuleReplySection';
import { WithheldNotice } from '../publication/WithheldNotice';

interface ResultsCardProps {
  module: Module;
  year: number;
  /** The module's feedback of every year; the card shows `year`'s. */
  feedback: readonly Feedback[];
  summary: ServerData<SummaryResponse>;
  aspects: readonly Aspect[];
  /** Staff or a leader of this module: offered the "You said, we did" form. */
  canReply?: boolean;
}

export const PHONE_QUERY = '(max-width: 575.98px)';

/**
 * Sections open at first: all of them on wider screens, where students came to read them;
 * only the first on a phone, where the others would be a long scroll away.
 */
export function initiallyOpen(aspects: readonly Aspect[], phone: boolean): number[] {
  return phone ? aspects.slice(0, 1).map((_, index) => index) : aspects.map((_, index) => index);
}

/** Each aspect's name is a heading (level 3, under the module's level-2 title). */
const ASPECT_HEADING = { header: { role: 'heading', 'aria-level': 3 } } as const;

/** The module's results for one academic year, one accordion section per aspect. */
export function ResultsCard({
  module,
  year,
  feedback,
  summary,
  aspects,
  canReply = false,
}: ResultsCardProps) {
  const perAspect = useMemo(() => {
    const ofYear = feedback.filter((entry) => entry.academicYear.year === year);
    return aspects.map((aspect) => ({ aspect, results: aspectResults(ofYear, aspect) }));
  }, [feedback, year, aspects]);
  const [open, setOpen] = useState(() =>
    initiallyOpen(aspects, window.matchMedia(PHONE_QUERY).matches),
  );
  // The server withholds a year below the anonymity threshold from this reader: it sent no
  // results, so the card says why instead of showing empty sections.
  const withheld = summary.status === 'ready' ? summary.data.withheld : undefined;

  return (
    <section className="mr-module" aria-labelledby="results-module-title">
      <header>
        <h2 id="results-module-title" className="mr-module__title">
          {moduleLabel(module)}
        </h2>
        <p className="mr-module__year">Results for {formatAcademicYear(year)}</p>
      </header>
      {withheld && <WithheldNotice withheld={withheld} />}
      {!withheld && (
        <Accordion
          className="mr-accordion"
          multiple
          activeIndex={open}
          onTabChange={(event) => setOpen(event.index as number[])}
        >
          {perAspect.map(({ aspect, results }) => {
            const aspectSummary =
              summary.status === 'ready'
                ? aspectSummaryOf(summary.data, aspect)
                : EMPTY_ASPECT_SUMMARY;
            return (
              <AccordionTab key={aspect} header={ASPECT_LABELS[aspect]} pt={ASPECT_HEADING}>
                <AspectSection
                  aspect={aspect}
                  results={results}
                  filters={summaryFilters(aspectSummary)}
                  summary={
                    <SummaryBlock
                      aspect={aspect}
                      state={summary.status}
                      summary={aspectSummary}
                      updating={summary.status === 'ready' && summary.data.updating === true}
                      reviewsListId={reviewsListId(aspect)}
                      failure={
                        summary.status === 'failed' && (
                          <LoadFailure
                            what="the summary"
                            reason={summary.reason}
                            onRetry={summary.retry}
                          />
                        )
                      }
                    />
                  }
                />
              </AccordionTab>
            );
          })}
        </Accordion>
      )}
      <ModuleReplySection moduleCode={module.code} year={year} canWrite={canReply} />
      {!withheld && <ExtraQuestionFigures moduleCode={module.code} year={year} />}
    </section>
  );
}
