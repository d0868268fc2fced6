// The module report itself, as one sheet that prints as it shows: black on white in either
// theme (so its charts are drawn in ink colours), every chart drawn at once.
import {
  ASPECT_LABELS,
  formatAcademicYear,
  formatAverage,
  moduleLabel,
  formatResponseRate,
  MODULE_REPLY_HEADING,
  MODULE_REPORT_TEXTS,
  withheldMessage,
  type ModuleReport,
} from '@module-feedback/shared';
import { AspectTrendChart } from '../charts/AspectTrendChart';
import { PaperCharts } from '../charts/paper-charts';
import { ReportAspect } from './ReportAspect';

export function ReportSheet({ report }: { report: ModuleReport }) {
  const { module, year, responses, responseRate, reply, aspects, trend, withheld } = report;
  return (
    <PaperCharts.Provider value={true}>
      <article className="mr-module-report__sheet" aria-labelledby="module-report-title">
        <header>
          <p className="mr-module-report__kind">{MODULE_REPORT_TEXTS.title}</p>
          <h1 id="module-report-title">{moduleLabel(module)}</h1>
          <p className="mr-module-report__year">{formatAcademicYear(year)}</p>
        </header>
        <dl className="mr-module-report__figures">
          <div>
            <dt>{MODULE_REPORT_TEXTS.responses}</dt>
            <dd>{responses}</dd>
          </div>
          {responseRate && (
            <div>
              <dt>{MODULE_REPORT_TEXTS.responseRate}</dt>
              <dd>{formatResponseRate(responseRate)}</dd>
            </div>
          )}
        </dl>

        {withheld ? (
          <p className="mr-module-report__withheld">{withheldMessage(withheld)}</p>
        ) : (
          <section aria-labelledby="module-report-averages">
            <h2 id="module-report-averages">{MODULE_REPORT_TEXTS.averages}</h2>
            <ul className="mr-module-report__averages">
              {aspects.map(({ aspect, average }) => (
                <li key={aspect}>
                  {ASPECT_LABELS[aspect]}: <strong>{formatAverage(average)}</strong>
                </li>
              ))}
            </ul>
          </section>
        )}

        {reply && (
          <section aria-labelledby="module-report-reply" className="mr-module-report__reply">
            <h2 id="module-report-reply">{MODULE_REPLY_HEADING}</h2>
            <p>{reply.text}</p>
          </section>
        )}

        {aspects.map((part) => (
          <ReportAspect key={part.aspect} part={part} />
        ))}

        {!withheld && <AspectTrendChart trend={trend} />}
      </article>
    </PaperCharts.Provider>
  );
}
