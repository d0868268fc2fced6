// Enrolment: staff import which student (by student number) takes which module in which
// academic year, from a CSV file. The file is first previewed (what would be added, what is
// there already, and every row with a problem, by line), then imported as a whole or not at
// all. Where a module's year has any enrolment, only the students enrolled may write feedback
// on it (MESSAGES.notEnrolled for the others).

/** The API routes of enrolment (filled with fillRoute). */
export const ENROLMENT_ROUTES = {
  /** POST a CSV file (text/csv): what importing it would do; nothing is saved. */
  preview: '/api/enrolment/preview/',
  /** POST the same CSV file to import it: all its rows, or none when any has a problem. */
  import: '/api/enrolment/import/',
  /** GET how many students are enrolled per module's year. */
  counts: '/api/enrolment/counts/',
} as const;

/** The header the file must start with, in this order. */
export const ENROLMENT_CSV_HEADER = ['student number', 'module code', 'year'] as const;

/** The content type the file is sent with. */
export const ENROLMENT_CSV_TYPE = 'text/csv';

/** The largest file taken: room for well over a hundred thousand rows. */
export const ENROLMENT_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** The largest student number (the database keeps it as a 32-bit integer). */
export const STUDENT_NUMBER_MAX = 2_147_483_647;

/** A row of the file that cannot be imported: its line number (the header is line 1) and why. */
export interface EnrolmentProblem {
  line: number;
  reason: string;
}

/** What importing a file would do (the preview), or did (the import). */
export interface EnrolmentPreview {
  /** Rows of the file after the header, empty lines not counted. */
  rows: number;
  /** Rows not yet enrolled: what an import adds (did add, after an import). */
  toAdd: number;
  /** Rows enrolled already, which an import leaves as they are. */
  alreadyPresent: number;
  /** Every row with a problem; an import saves nothing while there is one. */
  problems: EnrolmentProblem[];
}

/** The answer to an import: the preview it acted on, and how many rows it added. */
export interface EnrolmentImportResult extends EnrolmentPreview {
  added: number;
}

/** How many students are enrolled on a module in an academic year. */
export interface EnrolmentCount {
  moduleCode: string;
  moduleTitle: string;
  /** The academic year's starting calendar year (2025 for 2025/26). */
  year: number;
  students: number;
}

export const ENROLMENT_MESSAGES = {
  fileTooLarge: `The enrolment file is larger than ${ENROLMENT_FILE_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.`,
  emptyFile:
    'The enrolment file is empty: it needs the header "student number, module code, year" and a row per student, module and year.',
  wrongHeader:
    'The first line must be the header "student number, module code, year" (in this order).',
  notImported: 'Nothing was imported: some rows have problems. Preview the file to see them.',
} as const;

/** The success message after an import. */
export function enrolmentImportedMessage(added: number): string {
  return added === 1 ? 'Imported 1 enrolment.' : `Imported ${added} enrolments.`;
}
