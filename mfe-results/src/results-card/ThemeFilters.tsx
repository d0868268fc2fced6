// The themes at least two students raised, as buttons that show the reviews mentioning them.
import type { SummaryTheme } from '@module-feedback/shared';
import { useId } from 'react';
import { FilterButton } from './FilterButton';
import { studentsText } from './students-text';
import { themeFilter } from './summary-filters';

interface ThemeFiltersProps {
  themes: readonly SummaryTheme[];
  reviewsListId: string;
}

export function ThemeFilters({ themes, reviewsListId }: ThemeFiltersProps) {
  const headingId = useId();
  return (
    // A group, not a region: every aspect has one, and landmarks' names must differ.
    <div role="group" aria-labelledby={headingId}>
      <h5 id={headingId} className="mr-summary__heading">
        Themes students raised
      </h5>
      <ul className="mr-themes">
        {themes.map((theme) => (
          <li key={theme.label}>
            <FilterButton
              filter={themeFilter(theme)}
              label={`${theme.label} — ${studentsText(theme.count)}`}
              hint="show the reviews that mention it"
              controls={reviewsListId}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
