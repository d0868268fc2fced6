// The module report: one printable page per module and academic year with everything its
// results say (each aspect's average and distribution, the trend over the years, the summary
// with its points, the texts), and, where they exist, the response rate and the module's reply
// to its students. The API assembles it once; the results page shows it and the API renders
// the same data as a PDF. Who sees what follows the results page: visitors get no lecturer
// aspect, and below the anonymity threshold only staff and the module's leaders get the results.
import type { AspectFigures } from './aspect-figures';
import type { AspectTrend } from './aspect-trend';
import type { AspectSummary } from './aspects';
import type { Aspect } from './entities';
import type { ModuleReply, Withheld } from './publication';

/** The API routes of the module report (filled with fillRoute). */
export const MODULE_REPORT_ROUTES = {
  report: '/api/module-report/:moduleCode/:year',
  pdf: '/api/module-report/:moduleCode/:year/pdf',
} as const;

/**
 * The PDF's file name, `CS3001-2025-report.pdf`. Codes hold only letters, digits, - and _,
 * so the name needs no quoting beyond the header's own quotes.
 */
export const moduleReportFileName = (moduleCode: string, year: number) =>
  `${moduleCode}-${year}-report.pdf`;

/** One aspect of the report, over the academic year's published feedback. */
export interface ModuleReportAspect extends Omit<AspectFigures, 'ratingCount'> {
  aspect: Aspect;
  /** The automatic summary: verdict counts, sentences, points and themes. */
  summary: AspectSummary;
  /** The published texts, oldest first. */
  texts: string[];
}

/** How many of the module's year's enrolled students answered. */
export interface ModuleReportResponseRate {
  responses: number;
  enrolled: number;
}

export interface ModuleReport {
  module: { code: string; title: string };
  /** The academic year's value: 2025 for 2025/26. */
  year: number;
  /** Published feedback entries of the year. */
  responses: number;
  /** The aspects the caller sees, in display order. */
  aspects: ModuleReportAspect[];
  /** Each of those aspects' average per academic year with feedback. */
  trend: AspectTrend;
  /** Present once the module's year has enrolment (formatResponseRate writes it). */
  responseRate?: ModuleReportResponseRate;
  /** The module's "You said, we did" reply, once it has one (shown below the threshold too). */
  reply?: ModuleReply;
  /**
   * Present, for visitors and students, while the module's year has fewer responses than the
   * anonymity threshold: `aspects` and `trend` are then empty, and there is no PDF.
   */
  withheld?: Withheld;
}

/** The report's own words, on the page and in the PDF alike. */
export const MODULE_REPORT_TEXTS = {
  /** The link on a module's results page, and the page's heading. */
  title: 'Module report',
  print: 'Print',
  downloadPdf: 'Download PDF',
  downloadFailed: 'The PDF could not be downloaded. Please try again.',
  responses: 'Responses',
  responseRate: 'Response rate',
  averages: 'Average ratings',
  distribution: 'Rating distribution',
  trend: 'Ratings across years',
  summary: 'Summary',
  liked: 'What students liked',
  couldBeBetter: 'What could be better',
  nothingYet: 'Nothing yet.',
  texts: 'What students wrote',
  noTexts: 'Nobody wrote about this yet.',
  noSummary: 'No summary yet: there are no written reviews for this year.',
  missingChoice: 'Choose a module and an academic year to see their report.',
} as const;
