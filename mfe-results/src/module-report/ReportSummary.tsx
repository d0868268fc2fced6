// An aspect's summary on the module report: the verdict, the summary's sentences and every
// point of both sides with how many students made it. Unlike the results page, nothing here is
// a button: the sheet is for reading and printing.
import {
  MODULE_REPORT_TEXTS,
  VERDICT_SUBJECTS,
  verdictLine,
  type Aspect,
  type AspectSummary,
  type SummaryPoint,
} from '@module-feedback/shared';
import { PointsGroup } from '../results-card/PointsGroup';
import { studentsText } from '../results-card/students-text';

interface ReportSummaryProps {
  aspect: Aspect;
  summary: AspectSummary;
}

const countOf = (point: SummaryPoint) => (
  <span className="mr-secondary">({studentsText(point.count)})</span>
);

export function ReportSummary({ aspect, summary }: ReportSummaryProps) {
  const { details } = summary;
  if (!summary.summary.trim()) return <p className="mr-plain">{MODULE_REPORT_TEXTS.noSummary}</p>;
  const verdict = verdictLine(
    details,
    VERDICT_SUBJECTS[aspect],
    details.couldBeBetter[0]?.quote ?? null,
  );
  return (
    <>
      {verdict && <p className="mr-summary__verdict">{verdict}</p>}
      <p className="mr-summary__text">{summary.summary}</p>
      <div className="mr-summary__sides">
        <PointsGroup
          heading={MODULE_REPORT_TEXTS.liked}
          icon="pi pi-thumbs-up"
          points={details.liked}
          countOf={countOf}
          headingLevel={4}
        />
        <PointsGroup
          heading={MODULE_REPORT_TEXTS.couldBeBetter}
          icon="pi pi-wrench"
          points={details.couldBeBetter}
          countOf={countOf}
          headingLevel={4}
        />
      </div>
    </>
  );
}
