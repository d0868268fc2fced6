// Reading an enrolment file: csv-parse splits it into records (quotes, BOM, line endings), and
// each row is checked on its own here: three cells, a student number, a module code and a year.
// Whether the code and the year exist, and duplicates, are the preview's to decide.
import {
  ENROLMENT_CSV_HEADER,
  ENROLMENT_MESSAGES,
  STUDENT_NUMBER_MAX,
  type EnrolmentProblem,
} from '@module-feedback/shared/contracts';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';

/** A row whose cells are well formed. */
export interface EnrolmentRow {
  line: number;
  studentNumber: number;
  moduleCode: string;
  /** The academic year's starting calendar year. */
  year: number;
}

export interface ReadRows {
  rows: EnrolmentRow[];
  problems: EnrolmentProblem[];
  /** Rows after the header, the well-formed and the others. */
  count: number;
}

interface InfoRecord {
  record: string[];
  info: { lines: number };
}

/** "2025" or "2025/26" (the second part must be the next year). */
const YEAR = /^(\d{4})(?:\/(\d{2}))?$/;

function readYear(text: string): number | undefined {
  const match = YEAR.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (match[2] !== undefined && Number(match[2]) !== (year + 1) % 100) return undefined;
  return year;
}

function readStudentNumber(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= STUDENT_NUMBER_MAX ? number : undefined;
}

/** Header cells compare ignoring case and spaces around them. */
const isHeader = (cells: string[]) =>
  cells.length === ENROLMENT_CSV_HEADER.length &&
  ENROLMENT_CSV_HEADER.every((name, index) => cells[index]?.toLowerCase() === name);

/** Why a row's cells cannot be read, or the row. */
function readRow(cells: string[], line: number): EnrolmentRow | EnrolmentProblem {
  const columns = ENROLMENT_CSV_HEADER.length;
  if (cells.length !== columns) {
    return {
      line,
      reason: `This row has ${cells.length} ${cells.length === 1 ? 'column' : 'columns'}; each row needs ${columns}: student number, module code, year.`,
    };
  }
  const [numberText = '', moduleCode = '', yearText = ''] = cells;
  const missing = ENROLMENT_CSV_HEADER.filter((_, index) => cells[index] === '');
  if (missing.length > 0) return { line, reason: `Missing ${missing.join(' and ')}.` };
  const studentNumber = readStudentNumber(numberText);
  if (studentNumber === undefined) {
    return {
      line,
      reason: `Bad student number "${numberText}": it must be a whole number from 1 to ${STUDENT_NUMBER_MAX}.`,
    };
  }
  const year = readYear(yearText);
  if (year === undefined) {
    return {
      line,
      reason: `Bad year "${yearText}": write the year it starts, as 2025 or 2025/26.`,
    };
  }
  return { line, studentNumber, moduleCode, year };
}

/** The file's rows (the header is line 1): the well-formed ones, and a problem per other. */
export function readEnrolmentCsv(text: string): ReadRows {
  let records: InfoRecord[];
  try {
    // With `info`, each record comes with where it ends; the package's types leave that out.
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as InfoRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { rows: [], count: 0, problems: [{ line, reason: `Not valid CSV: ${error.message}` }] };
  }
  const [header, ...body] = records;
  if (!header)
    return { rows: [], count: 0, problems: [{ line: 1, reason: ENROLMENT_MESSAGES.emptyFile }] };
  if (!isHeader(header.record)) {
    return {
      rows: [],
      count: body.length,
      problems: [{ line: header.info.lines, reason: ENROLMENT_MESSAGES.wrongHeader }],
    };
  }
  const rows: EnrolmentRow[] = [];
  const problems: EnrolmentProblem[] = [];
  for (const { record, info } of body) {
    const read = readRow(record, info.lines);
    if ('reason' in read) problems.push(read);
    else rows.push(read);
  }
  if (body.length === 0) problems.push({ line: 2, reason: ENROLMENT_MESSAGES.emptyFile });
  return { rows, problems, count: body.length };
}
