// The module report as a PDF (A4), drawn with pdfkit from the same data the page shows:
// each aspect's average, distribution (bars), summary points and texts, the trend over the
// years as a table, the response rate and the module's reply when there are any. Texts are set
// in DejaVu Sans, embedded, so students' words beyond Latin-1 print as written.
import { createRequire } from 'node:module';
import {
  ASPECT_LABELS,
  formatAcademicYear,
  formatAverage,
  formatResponseRate,
  MODULE_REPLY_HEADING,
  MODULE_REPORT_TEXTS,
  ratingDistribution,
  ratingsAndCommentsText,
  VERDICT_SUBJECTS,
  verdictLine,
  type ModuleReport,
  type ModuleReportAspect,
  type SummaryPoint,
} from '@module-feedback/shared/contracts';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
};

const MARGIN = 50;
const GREY = '#444444';
const BAR_COLOUR = '#1d4ed8';
/** The widest a distribution's bar is drawn, for the bucket with the most ratings. */
const BAR_MAX_WIDTH = 260;
const BAR_HEIGHT = 10;

const students = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string, size: number) {
  // A heading never ends a page: its first lines of content follow it.
  if (doc.y > doc.page.height - MARGIN - size * 5) doc.addPage();
  doc.moveDown(0.6).font('bold').fontSize(size).fillColor('black').text(text);
  doc.moveDown(0.3).font('regular').fontSize(10);
}

function paragraph(doc: Doc, text: string, options: { colour?: string; font?: string } = {}) {
  doc
    .font(options.font ?? 'regular')
    .fontSize(10)
    .fillColor(options.colour ?? 'black')
    .text(text, { paragraphGap: 4 });
}

function bullets(doc: Doc, items: readonly string[]) {
  doc.font('regular').fontSize(10).fillColor('black');
  for (const item of items) doc.text(`•  ${item}`, { indent: 10, paragraphGap: 3 });
}

function distribution(doc: Doc, ratings: readonly number[]) {
  const buckets = ratingDistribution(ratings);
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const left = doc.page.margins.left;
  for (const { label, count } of buckets) {
    if (doc.y > doc.page.height - MARGIN - BAR_HEIGHT * 2) doc.addPage();
    const top = doc.y;
    doc.font('regular').fontSize(9).fillColor('black').text(label, left, top, { width: 60 });
    const width = (count / most) * BAR_MAX_WIDTH;
    if (width > 0) doc.rect(left + 65, top, width, BAR_HEIGHT - 1).fill(BAR_COLOUR);
    doc
      .fillColor('black')
      .text(String(count), left + 70 + width, top, { lineBreak: false })
      .text('', left, top + BAR_HEIGHT + 3);
  }
}

function points(doc: Doc, title: string, list: readonly SummaryPoint[]) {
  doc.font('bold').fontSize(10).fillColor('black').text(title);
  if (list.length === 0) paragraph(doc, MODULE_REPORT_TEXTS.nothingYet, { colour: GREY });
  else
    bullets(
      doc,
      list.map((point) => `“${point.quote}” (${students(point.count)})`),
    );
  doc.moveDown(0.3);
}

function aspectSection(doc: Doc, part: ModuleReportAspect) {
  const { aspect, average, ratings, ratedWithText, textsWithoutRating, summary, texts } = part;
  heading(doc, ASPECT_LABELS[aspect], 14);
  const counts = ratingsAndCommentsText(ratings.length, ratedWithText, textsWithoutRating);
  paragraph(doc, `Average rating: ${formatAverage(average)}${counts ? ` (${counts})` : ''}`);

  if (ratings.length > 0) {
    heading(doc, MODULE_REPORT_TEXTS.distribution, 11);
    distribution(doc, ratings);
  }

  heading(doc, MODULE_REPORT_TEXTS.summary, 11);
  if (!summary.summary.trim()) {
    paragraph(doc, MODULE_REPORT_TEXTS.noSummary, { colour: GREY });
  } else {
    const { details } = summary;
    const verdict = verdictLine(
      details,
      VERDICT_SUBJECTS[aspect],
      details.couldBeBetter[0]?.quote ?? null,
    );
    if (verdict) paragraph(doc, verdict, { font: 'bold' });
    paragraph(doc, summary.summary);
    points(doc, MODULE_REPORT_TEXTS.liked, details.liked);
    points(doc, MODULE_REPORT_TEXTS.couldBeBetter, details.couldBeBetter);
  }

  heading(doc, MODULE_REPORT_TEXTS.texts, 11);
  if (texts.length === 0) paragraph(doc, MODULE_REPORT_TEXTS.noTexts, { colour: GREY });
  else
    bullets(
      doc,
      texts.map((text) => `“${text}”`),
    );
}

function trendTable(doc: Doc, report: ModuleReport) {
  const { years, series } = report.trend;
  heading(doc, MODULE_REPORT_TEXTS.trend, 14);
  if (years.length === 0) return paragraph(doc, 'No ratings yet.', { colour: GREY });
  const left = doc.page.margins.left;
  const column = 110;
  const row = (cells: string[], font: string) => {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const top = doc.y;
    cells.forEach((cell, index) =>
      doc
        .font(font)
        .fontSize(10)
        .fillColor('black')
        .text(cell, left + index * column, top, { width: column - 5, lineBreak: false }),
    );
    doc.text('', left, top + 15);
  };
  row(['Academic year', ...series.map(({ aspect }) => ASPECT_LABELS[aspect])], 'bold');
  years.forEach((year, index) =>
    row(
      [
        formatAcademicYear(year),
        ...series.map(({ averages }) => formatAverage(averages[index] ?? null)),
      ],
      'regular',
    ),
  );
}

/** Draws the report and resolves with the PDF's bytes. */
export function moduleReportPdf(report: ModuleReport): Promise<Buffer> {
  const { module, year } = report;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${MODULE_REPORT_TEXTS.title}: ${module.code} ${module.title}, ${formatAcademicYear(year)}`,
      Author: 'Module Feedback',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);

  doc.font('regular').fontSize(10).fillColor(GREY).text(MODULE_REPORT_TEXTS.title);
  doc.font('bold').fontSize(20).fillColor('black').text(module.title);
  paragraph(doc, `${module.code} · ${formatAcademicYear(year)}`, { colour: GREY });
  doc.moveDown(0.5);
  paragraph(doc, `${MODULE_REPORT_TEXTS.responses}: ${report.responses}`);
  if (report.responseRate) {
    paragraph(
      doc,
      `${MODULE_REPORT_TEXTS.responseRate}: ${formatResponseRate(report.responseRate)}`,
    );
  }

  heading(doc, MODULE_REPORT_TEXTS.averages, 14);
  bullets(
    doc,
    report.aspects.map(
      ({ aspect, average }) => `${ASPECT_LABELS[aspect]}: ${formatAverage(average)}`,
    ),
  );

  if (report.reply) {
    heading(doc, MODULE_REPLY_HEADING, 14);
    paragraph(doc, report.reply.text);
  }

  for (const part of report.aspects) aspectSection(doc, part);
  trendTable(doc, report);

  doc.end();
  return done;
}
