// The year's modules: responses, the average of each aspect, the change since the previous
// year and why a module needs attention.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import {
  ASPECTS,
  ASPECT_LABELS,
  ATTENTION_LABELS,
  formatAcademicYear,
  formatAverage,
  ResponsiveTable,
  staffOverviewApi,
  useDownload,
  type TableColumn,
  type Aspect,
  type StaffOverviewModule,
  type TableSort,
} from '@module-feedback/shared';

const average = (aspect: Aspect) => (row: StaffOverviewModule) => {
  const value = row.averages[aspect];
  return value === null ? '—' : formatAverage(value);
};

function change(row: StaffOverviewModule) {
  if (row.change === null) return '—';
  const sign = row.change > 0 ? '+' : row.change < 0 ? '−' : '±';
  return `${sign}${formatAverage(Math.abs(row.change))}`;
}

function attention(row: StaffOverviewModule) {
  return (
    <span className="ma-overview__flags">
      {row.attention.map((reason) => (
        <Tag key={reason} severity="warning" value={ATTENTION_LABELS[reason]} />
      ))}
    </span>
  );
}

const COLUMNS: TableColumn<StaffOverviewModule>[] = [
  { field: 'code', header: 'Code' },
  { field: 'title', header: 'Title' },
  { field: 'responses', header: 'Responses' },
  ...ASPECTS.map((aspect) => ({
    field: `averages.${aspect}`,
    header: ASPECT_LABELS[aspect],
    body: average(aspect),
  })),
  { field: 'change', header: 'Change', body: change },
  { header: 'Needs attention', body: attention },
];

interface ModuleFiguresTableProps {
  modules: readonly StaffOverviewModule[];
  /** The academic year's value, for each module's CSV of that year. */
  year: number;
  /** The sort, held by the caller (in the address). */
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
}

export function ModuleFiguresTable({ modules, year, sort, onSortChange }: ModuleFiguresTableProps) {
  const { busy, problem, download } = useDownload();
  const csvButton = (row: StaffOverviewModule) => (
    <Button
      type="button"
      icon="pi pi-download"
      text
      size="small"
      disabled={busy || row.responses === 0}
      aria-label={`Feedback of ${row.code} in ${formatAcademicYear(year)} as CSV`}
      onClick={() =>
        void download(
          () => staffOverviewApi.feedbackExport({ module: row.code, year }),
          `feedback-${row.code}-${year}.csv`,
        )
      }
    />
  );
  return (
    <>
      {problem && <Message severity="error" className="ma-tab__problem" text={problem} />}
      <ResponsiveTable
        rows={modules}
        dataKey="moduleId"
        label="Modules of the year"
        columns={[...COLUMNS, { header: 'CSV', body: csvButton }]}
        emptyMessage="No modules yet."
        sort={sort}
        onSortChange={onSortChange}
      />
    </>
  );
}
