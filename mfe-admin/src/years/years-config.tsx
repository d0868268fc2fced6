import {
  formatAcademicYear,
  formatDateTime,
  academicYearApi,
  surveyWindowState,
  SURVEY_WINDOW_STATE_LABELS,
  SURVEY_WINDOW_TEXTS,
  type AcademicYearInput,
  type ListedAcademicYear,
  type SurveyWindowState,
} from '@module-feedback/shared';
import {
  asRequest,
  integerOrNull,
  type EntityConfig,
  type SubmittedValues,
} from '../crud/entity-config';
import { fromLocalInput, toLocalInput } from './window-times';
import { WindowState } from './WindowState';

/** A year row, with the "2025/26" label and the window's state the table shows and searches. */
export type YearRow = ListedAcademicYear & {
  label: string;
  state: SurveyWindowState;
  stateLabel: string;
};

const toRow = (year: ListedAcademicYear, now: Date): YearRow => {
  const state = surveyWindowState(year, now);
  return {
    ...year,
    label: formatAcademicYear(year.year),
    state,
    stateLabel: SURVEY_WINDOW_STATE_LABELS[state],
  };
};

const toInput = (values: SubmittedValues) =>
  asRequest<AcademicYearInput>({
    year: integerOrNull(values.year ?? null),
    opensAt: fromLocalInput(values.opensAt ?? null),
    closesAt: fromLocalInput(values.closesAt ?? null),
  });

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const yearsConfig: EntityConfig<YearRow> = {
  entity: 'year',
  title: 'Academic Years',
  noun: 'academic year',
  describe: (row) => row.label,
  load: async () => {
    const now = new Date();
    return (await academicYearApi.list()).map((year) => toRow(year, now));
  },
  columns: [
    { field: 'label', header: 'Academic year' },
    { field: 'year', header: 'Starts in' },
    { field: 'stateLabel', header: 'Feedback', body: (row) => <WindowState row={row} /> },
    {
      field: 'opensAt',
      header: 'Opens',
      body: (row) => (row.opensAt === null ? 'Not set' : formatDateTime(row.opensAt)),
    },
    {
      field: 'closesAt',
      header: 'Closes',
      body: (row) => (row.closesAt === null ? 'When closed' : formatDateTime(row.closesAt)),
    },
    { field: 'responses', header: 'Responses' },
  ],
  fields: [
    {
      name: 'year',
      label: 'Year',
      kind: 'integer',
      hint: 'The calendar year it starts in: 2025 for 2025/26.',
    },
    {
      name: 'opensAt',
      label: 'Feedback opens',
      kind: 'datetime',
      hint: `Students can write, edit and withdraw feedback from then (${timeZone} time). Empty: not open yet.`,
    },
    {
      name: 'closesAt',
      label: 'Feedback closes',
      kind: 'datetime',
      hint: `After it, feedback for the year can no longer change (${timeZone} time). Empty: open until closed.`,
    },
  ],
  create: (values) => academicYearApi.create(toInput(values)),
  update: (id, values) => academicYearApi.edit(id, toInput(values)),
  toFormValues: (row) => ({
    year: String(row.year),
    opensAt: row.opensAt === null ? '' : toLocalInput(row.opensAt),
    closesAt: row.closesAt === null ? '' : toLocalInput(row.closesAt),
  }),
  remove: (id, options) => academicYearApi.delete(id, options),
  forceDeletesFeedback: true,
  rowActions: [
    {
      label: SURVEY_WINDOW_TEXTS.openNow,
      icon: 'pi pi-lock-open',
      appliesTo: (row) => row.state !== 'open',
      run: (row) => academicYearApi.openNow(row.id),
      done: (row) => `Feedback for ${row.label} is open.`,
    },
    {
      label: SURVEY_WINDOW_TEXTS.closeNow,
      icon: 'pi pi-lock',
      appliesTo: (row) => row.state === 'open',
      confirm: (row) => ({
        message: `Close feedback for ${row.label} now? Students can then no longer write, edit or withdraw feedback for it.`,
        acceptLabel: 'Close feedback',
      }),
      run: (row) => academicYearApi.closeNow(row.id),
      done: (row) => `Feedback for ${row.label} is closed.`,
    },
  ],
};
