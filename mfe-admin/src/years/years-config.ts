import {
  api,
  formatAcademicYear,
  type AcademicYear,
  type AcademicYearInput,
} from '@module-feedback/shared';
import {
  asRequest,
  integerOrNull,
  type EntityConfig,
  type SubmittedValues,
} from '../crud/entity-config';

/** A year row, with the "2025/26" label the table shows and searches. */
export type YearRow = AcademicYear & { label: string };

const toInput = (values: SubmittedValues) =>
  asRequest<AcademicYearInput>({ year: integerOrNull(values.year ?? null) });

export const yearsConfig: EntityConfig<YearRow> = {
  entity: 'year',
  title: 'Academic Years',
  noun: 'academic year',
  describe: (row) => row.label,
  load: async () =>
    (await api.academicYears()).map((year) => ({ ...year, label: formatAcademicYear(year.year) })),
  columns: [
    { field: 'label', header: 'Academic year' },
    { field: 'year', header: 'Starts in' },
  ],
  fields: [
    {
      name: 'year',
      label: 'Year',
      kind: 'integer',
      hint: 'The calendar year it starts in: 2025 for 2025/26.',
    },
  ],
  create: (values) => api.createYear(toInput(values)),
  update: (id, values) => api.editYear(id, toInput(values)),
  toFormValues: (row) => ({ year: String(row.year) }),
  remove: (id, options) => api.deleteYear(id, options),
  forceDeletesFeedback: true,
};
