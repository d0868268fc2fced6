// How many students are enrolled per module and academic year, so staff see what is there.
import {
  formatAcademicYear,
  ResponsiveTable,
  type EnrolmentCount,
  type TableColumn,
} from '@module-feedback/shared';

const COLUMNS: TableColumn<EnrolmentCount & { key: string }>[] = [
  { header: 'Module', field: 'moduleCode' },
  { header: 'Title', field: 'moduleTitle', wide: true },
  { header: 'Academic year', field: 'year', body: (row) => formatAcademicYear(row.year) },
  { header: 'Students', field: 'students' },
];

export function EnrolmentCountsTable({
  counts,
  loading,
}: {
  counts: readonly EnrolmentCount[];
  loading: boolean;
}) {
  const rows = counts.map((count) => ({ ...count, key: `${count.moduleCode}:${count.year}` }));
  return (
    <ResponsiveTable
      rows={rows}
      dataKey="key"
      label="Students enrolled per module and academic year"
      columns={COLUMNS}
      loading={loading}
      paginated
      emptyMessage="No enrolment yet: every student may write feedback on every module."
    />
  );
}
