// The year's modules: responses, the average of each aspect, the change since the previous
// year and why a module needs attention.
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useDownload } from '../exports/use-download';
import {
  ATTENTION_LABELS,
  formatAcademicYear,
  formatAverage,
  staffApi,
  type Aspect,
  type OverviewModule,
} from '@module-feedback/shared';

const average = (aspect: Aspect) => (row: OverviewModule) => {
  const value = row.averages[aspect];
  return value === null ? '—' : formatAverage(value);
};

function change(row: OverviewModule) {
  if (row.change === null) return '—';
  const sign = row.change > 0 ? '+' : row.change < 0 ? '−' : '±';
  return `${sign}${formatAverage(Math.abs(row.change))}`;
}

function attention(row: OverviewModule) {
  return (
    <span className="ma-overview__flags">
      {row.attention.map((reason) => (
        <Tag key={reason} severity="warning" value={ATTENTION_LABELS[reason]} />
      ))}
    </span>
  );
}

interface ModuleFiguresTableProps {
  modules: readonly OverviewModule[];
  /** The academic year's value, for each module's CSV of that year. */
  year: number;
}

export function ModuleFiguresTable({ modules, year }: ModuleFiguresTableProps) {
  const { busy, problem, download } = useDownload();
  const csvButton = (row: OverviewModule) => (
    <Button
      type="button"
      icon="pi pi-download"
      text
      size="small"
      disabled={busy || row.responses === 0}
      aria-label={`Feedback of ${row.code} in ${formatAcademicYear(year)} as CSV`}
      onClick={() =>
        void download(
          () => staffApi.feedbackExport({ module: row.code, year }),
          `feedback-${row.code}-${year}.csv`,
        )
      }
    />
  );
  return (
    <>
      {problem && <Message severity="error" className="ma-tab__problem" text={problem} />}
      <DataTable
        value={[...modules]}
        dataKey="moduleId"
        scrollable
        tableStyle={{ minWidth: '56rem' }}
        size="small"
        stripedRows
        removableSort
        aria-label="Modules of the year"
      >
        <Column field="code" header="Code" sortable />
        <Column field="title" header="Title" sortable />
        <Column field="responses" header="Responses" sortable />
        <Column field="averages.material" header="Material" body={average('material')} sortable />
        <Column
          field="averages.assessment"
          header="Assessment"
          body={average('assessment')}
          sortable
        />
        <Column field="averages.lecturer" header="Lecturer" body={average('lecturer')} sortable />
        <Column field="change" header="Change" body={change} sortable />
        <Column header="Needs attention" body={attention} />
        <Column header="CSV" body={csvButton} />
      </DataTable>
    </>
  );
}
