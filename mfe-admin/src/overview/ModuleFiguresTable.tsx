// The year's modules: responses, the average of each aspect, the change since the previous
// year and why a module needs attention.
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import {
  ATTENTION_LABELS,
  formatAverage,
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

export function ModuleFiguresTable({ modules }: { modules: readonly OverviewModule[] }) {
  return (
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
    </DataTable>
  );
}
