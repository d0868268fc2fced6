// CSV as staff download it: UTF-8 with a byte order mark (so spreadsheet software reads the
// accents right), through csv-stringify (quoting, line breaks inside texts), with every text
// cell that a spreadsheet would run as a formula neutralised.
import { stringify, type Stringifier } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * Spreadsheets skip white space before a formula and read the full-width ＝ ＋ － ＠ as the
 * plain signs, so a text is a formula when its first character is a tab or a carriage
 * return, or when its first character other than white space (spaces, line feeds, the
 * ideographic space…) is = + - @ or one of their full-width forms.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

/**
 * A text a spreadsheet would run as a formula gets a leading apostrophe, which makes it plain
 * text, as OWASP's advice on CSV injection says. Other values pass unchanged.
 */
export function neutraliseFormula(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | null;

/** A stringifier for rows of cells under `header`; text cells are neutralised. */
export function csvStringifier(header: readonly string[]): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...header],
    cast: { string: (value) => String(neutraliseFormula(value)) },
  });
}

/** Sends a CSV stream as a download named `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, body: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}
