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

export function overviewCsv(overview: StaffOverview): Readable {
  const rows = overview.modules.map((row): CsvCell[] => [
    row.code,
    row.title,
    row.responses,
    row.averages.material,
    row.averages.assessment,
    row.averages.lecturer,
    row.overall,
    row.previous?.responses ?? null,
    row.previous?.overall ?? null,
    row.change,
    row.attention.map((reason) => ATTENTION_LABELS[reason]).join('; '),
  ]);
  return Readable.from(rows).pipe(csvStringifier(HEADER));
}
