// Choosing modules to compare in the overview: a checkbox on each module's row (until three
// are ticked), and above the table how many are, with Compare once there are two or three.
import {
  MODULE_COMPARISON_SIZE,
  moduleComparisonPath,
  navigateTo,
  type ResultsOverviewModule,
  type TableColumn,
} from '@module-feedback/shared';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import './module-comparison.css';

export const selectForComparison = (code: string) => `Select ${code} to compare`;

/** The last column, so the code, title and figures keep their places. */
export function comparisonColumn(
  selected: readonly string[],
  onToggle: (code: string) => void,
): TableColumn<ResultsOverviewModule> {
  const full = selected.length >= MODULE_COMPARISON_SIZE.most;
  return {
    header: 'Compare',
    body: (row) => {
      const ticked = selected.includes(row.code);
      return (
        <Checkbox
          className="mr-compare-checkbox"
          checked={ticked}
          disabled={full && !ticked}
          aria-label={selectForComparison(row.code)}
          onChange={() => onToggle(row.code)}
        />
      );
    },
  };
}

export function selectionText(count: number): string {
  if (count === 0) return 'Select two or three modules to compare them.';
  if (count === 1) return '1 module selected: select one or two more to compare.';
  if (count < MODULE_COMPARISON_SIZE.most) return `${count} modules selected.`;
  return `${count} modules selected, the most a comparison shows.`;
}

interface CompareSelectedProps {
  year: number;
  selected: readonly string[];
}

export function CompareSelected({ year, selected }: CompareSelectedProps) {
  return (
    <div className="mr-compare-selected">
      <p className="mr-plain" role="status">
        {selectionText(selected.length)}
      </p>
      <Button
        type="button"
        label="Compare"
        icon="pi pi-objects-column"
        size="small"
        disabled={selected.length < MODULE_COMPARISON_SIZE.fewest}
        onClick={() => navigateTo(moduleComparisonPath(year, selected))}
      />
    </div>
  );
}
