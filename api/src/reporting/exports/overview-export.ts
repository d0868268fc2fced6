// The overview of a year as CSV: one row per module, the figures the Overview tab shows.
import { ATTENTION_LABELS, type StaffOverview } from '@module-feedback/shared/contracts';
import { Readable } from 'node:stream';
import { csvStringifier, type CsvCell } from './csv';

const HEADER = [
  'Module code',
  'Module title',
  'Responses',
  'Material average',
  'Assessment average',
  'Lecturer average',
  'Overall average',
  'Previous year responses',
  'Previous year overall average',
  'Change',
  'Needs attention',
];

/**
 * An average or a change rounded to two decimals (4.0833… is 4.08), empty for none. It stays
 * a number: a text starting with a minus would be taken for a formula and neutralised.
 */
const twoDecimals = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100) / 100;

export function overviewCsv(overview: StaffOverview): Readable {
  const rows = overview.modules.map((row): CsvCell[] => [
    row.code,
    row.title,
    row.responses,
    twoDecimals(row.averages.material),
    twoDecimals(row.averages.assessment),
    twoDecimals(row.averages.lecturer),
    twoDecimals(row.overall),
    row.previous?.responses ?? null,
    twoDecimals(row.previous?.overall),
    twoDecimals(row.change),
    row.attention.map((reason) => ATTENTION_LABELS[reason]).join('; '),
  ]);
  return Readable.from(rows).pipe(csvStringifier(HEADER));
}
