// What importing the chosen file would do: the counts, and every row with a problem by line.
import {
  ResponsiveTable,
  type EnrolmentPreview,
  type EnrolmentProblem,
} from '@module-feedback/shared';

const PROBLEM_COLUMNS = [
  { header: 'Line', field: 'line' },
  { header: 'Problem', field: 'reason', wide: true },
] as const;

const rowsText = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

export function EnrolmentPreviewSummary({
  fileName,
  preview,
}: {
  fileName: string;
  preview: EnrolmentPreview;
}) {
  const problems = preview.problems.length;
  return (
    <section className="ma-enrolment__preview" aria-labelledby="ma-enrolment-preview">
      <h3 id="ma-enrolment-preview">Preview of {fileName}</h3>
      <ul className="ma-enrolment__counts">
        <li>{rowsText(preview.rows)} in the file</li>
        <li>{rowsText(preview.toAdd)} to add</li>
        <li>{rowsText(preview.alreadyPresent)} already present</li>
        <li>
          {problems === 0
            ? 'No problems'
            : `${rowsText(problems)} with problems: fix them and choose the file again`}
        </li>
      </ul>
      {problems > 0 && (
        <ResponsiveTable<EnrolmentProblem>
          rows={preview.problems}
          dataKey="line"
          label={`Rows of ${fileName} with problems`}
          columns={PROBLEM_COLUMNS}
          paginated
          emptyMessage="No problems."
        />
      )}
    </section>
  );
}
